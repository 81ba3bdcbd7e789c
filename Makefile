# specsheet: two commands on a fresh machine.
#   make render   install what is missing, build (release), render the default catalog into out/
#   make test     install what is missing, run every test (never records goldens)
SWIFT ?= swift
OUT ?= out
JOBS ?=
JOBS_FLAG := $(if $(JOBS),--jobs $(JOBS),)

.PHONY: deps build release render test record check bench clean

deps:
	@bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product specsheet

render: release
	.build/release/specsheet render --out $(OUT) $(JOBS_FLAG)

# CI=1 makes any accidental record attempt fail; goldens are only written by `make record`.
test: deps
	CI=1 $(SWIFT) test

# Writes goldens for the catalog (or FILTER=fixture paths). Review the diff, then commit.
record: release
	.build/release/specsheet record $(FILTER) $(JOBS_FLAG)

check: release
	.build/release/specsheet check $(FILTER) $(JOBS_FLAG)

bench: release
	.build/release/specsheet bench $(JOBS_FLAG)

clean:
	rm -rf .build $(OUT)
