# specsheet: two commands on a fresh machine.
#   make render   install what is missing, build (release), render the default catalog and its
#                 spec sheets into out/
#   make test     install what is missing, check the format and sizes (make lint), run every test
#                 (never records goldens)
# Golden workflow: make check (report in .build/golden-report/), make record FILTER=..., make prune.
SWIFT ?= swift
OUT ?= out
JOBS ?=
JOBS_FLAG := $(if $(JOBS),--jobs $(JOBS),)

.PHONY: deps build release render sheets test record check prune schema docs bench fuzz sanitize clean install lint

deps:
	@bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

# The Swift runtime and Foundation linked statically: the loader resolves far fewer shared
# libraries, which is a third of a one-image run (make bench: cold start, --help).
release: deps
	$(SWIFT) build -c release --static-swift-stdlib --product specsheet
	$(SWIFT) build -c release --static-swift-stdlib --product specsheet-review

# The images, the spec sheets next to them (out/sheets/<system>/<component>.png/.pdf/.svg) and
# the catalog site (out/site/index.html, linking the images in out/ relatively: none copied),
# in one run: each entry is laid out once for its images, its sheet cell and its pages, and the
# cells' audit reads the images drawn (the same bytes as `render` then `sheet --format png,pdf,svg`).
render: release
	.build/release/specsheet render --out $(OUT) --sheets $(OUT)/sheets --sheet-format png,pdf,svg \
	  --site $(OUT)/site $(JOBS_FLAG)

# Only the spec sheets (FIXTURES=... for your own fixture files; SCALE=1..4 for the PNGs).
SCALE ?= 2
sheets: release
	.build/release/specsheet sheet $(FIXTURES) --out $(OUT)/sheets --format png,pdf,svg --scale $(SCALE) $(JOBS_FLAG)

# CI=1 makes any accidental record attempt fail; goldens are only written by `make record`.
# The CLI tests run the release binary (SPECSHEET_CLI): they render the whole catalog several
# times, which a debug build does forty times slower.
# Then, each in its own build folder, the example package (Examples/TagComponent: a component
# added from outside with the public products only) and the swift-snapshot-testing strategy
# (Integrations/SnapshotTesting, which keeps swift-snapshot-testing out of the core build).
# SwiftPM does not notice files added to or removed from a path dependency (specsheet, for
# them), so their build manifests are dropped first and regenerated (a second or two).
test: release lint
	CI=1 SPECSHEET_CLI=.build/release/specsheet $(SWIFT) test
	rm -f Examples/TagComponent/.build/debug.yaml Integrations/SnapshotTesting/.build/debug.yaml
	cd Examples/TagComponent && CI=1 $(SWIFT) test
	cd Integrations/SnapshotTesting && CI=1 SNAPSHOT_TESTING_RECORD=never $(SWIFT) test

# The format (.swift-format, swift-format from the toolchain) and the size habits: files at most
# 300 lines, functions at most 80, lines at most 120 columns (scripts/check_sizes.py); the true
# dependency graph (scripts/check_deps.py); pages built through PageKit's HTML, no escaping by
# hand (scripts/check_html.py).
LINT_PATHS := Package.swift Sources Tests Fuzz Bench Examples/TagComponent/Sources Examples/TagComponent/Tests \
	Integrations/SnapshotTesting/Sources Integrations/SnapshotTesting/Tests
lint:
	$(SWIFT) format lint --strict --recursive --configuration .swift-format $(wildcard $(LINT_PATHS))
	python3 scripts/check_sizes.py
	python3 scripts/check_deps.py Package.swift
	python3 scripts/check_html.py
	python3 scripts/check_deps.py Examples/TagComponent/Package.swift
	python3 scripts/check_deps.py Integrations/SnapshotTesting/Package.swift

# Writes goldens whose pixels changed (or are missing) for the catalog, or FILTER=fixture paths
# and/or image names (e.g. FILTER=fiori/chip/single-selection). ONLY=missing|failed|all.
# Review the report and `git diff`, then commit.
ONLY ?= failed
record: release
	.build/release/specsheet record --only $(ONLY) $(FILTER) $(JOBS_FLAG)

# Never writes goldens; leaves .build/golden-report/index.html, .build/golden-junit.xml and the
# JSON results .build/golden-results.json (docs/results.schema.json).
check: release
	.build/release/specsheet check $(FILTER) $(JOBS_FLAG) --report .build/golden-report --junit .build/golden-junit.xml --json .build/golden-results.json

# Deletes goldens no catalog entry produces (DRY_RUN=1 only lists them).
prune: release
	.build/release/specsheet prune $(FILTER) $(if $(DRY_RUN),--dry-run,)

# The library's documentation (DocC, combined over the public modules) into .build/docs; open
# .build/docs/index.html through a local web server, e.g. `python3 -m http.server -d .build/docs`.
DOC_TARGETS = SpecsheetKit Graphics ComponentKit Material Fiori Tokens Catalog Project Pipeline Golden Reports GoldenTesting \
  ImageDiff SpecSheets Audit PNG CairoRenderer
docs: deps
	$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation \
	  $(foreach t,$(DOC_TARGETS),--target $(t)) --enable-experimental-combined-documentation \
	  --output-path .build/docs --transform-for-static-hosting

# Fixtures/schema.json and the key tables of Fixtures/README.md, from the components' declared
# keys (a test fails when they are stale).
schema: build
	$(SWIFT) run specsheet schema --write Fixtures

# Speed and memory goals beside anchors measured in the same run (C Cairo, libpng, pixelmatch's
# counts): a PASS/FAIL table; see scripts/bench.py. BENCH_RUNS=N runs per figure (default 5).
bench: release
	python3 scripts/bench.py

# libFuzzer + AddressSanitizer on fixture text, PNG bytes and image pairs, SECONDS each (default 60).
# Findings land in .build/fuzz/findings/<target>/; see Fuzz/README.md.
SECONDS ?= 60
fuzz: deps
	bash scripts/fuzz.sh $(SECONDS)

# The test suite under AddressSanitizer, then ThreadSanitizer (SANITIZERS=address to pick one;
# TESTS=regex to narrow). Each sanitizer builds in its own .build/sanitize-<name>.
SANITIZERS ?= address thread
TESTS ?=
sanitize: deps
	bash scripts/sanitize.sh "$(SANITIZERS)" "$(TESTS)"

clean:
	rm -rf .build $(OUT)

# Puts specsheet on PATH: the release binaries (specsheet and the specsheet-review it runs for
# `specsheet review`) into $(PREFIX)/bin (DESTDIR=... to stage a package).
PREFIX ?= /usr/local
install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 .build/release/specsheet $(DESTDIR)$(PREFIX)/bin/specsheet
	install -m 755 .build/release/specsheet-review $(DESTDIR)$(PREFIX)/bin/specsheet-review
