#!/usr/bin/env python3
"""Runs a CI recipe of docs/ci/ as its runner would, on a tiny project, and fails when it could
report green on a failure (issue 36).

    ci_recipe_sim.py github|gitlab RECIPE --specsheet BIN --fixture FILE --baseline FILE
                     [--script scripts/ci-golden.sh]

The recipe's YAML is parsed and every shell step runs with bash in a fresh job folder (a copy of
the project: specsheet.yaml, the fixture, goldens recorded from it, scripts/ci-golden.sh and a
Makefile whose `release` links BIN). The runner's other steps are simulated:
- GitHub: actions/cache restores the tree an earlier job saved under the key (saved at the end
  of a passing job), actions/upload-artifact skips hidden files and folders (4.4+; also run with
  them kept, as before 4.4), honours if-no-files-found, and roots each artifact at the paths'
  common folder; actions/download-artifact puts each artifact in a folder named after it.
- GitLab: the cache is restored before and saved after a passing job; `parallel: N` jobs get
  CI_NODE_INDEX/CI_NODE_TOTAL; artifacts are extracted at their paths in the jobs that need them.
Four pipelines run, each with its own run id: all passing (4 shards), one golden broken (the merge
must fail), all passing with a smaller shard count (3), and one where a shard's artifact is an
earlier run's (the merge must refuse it). A shard job must never pass with an empty upload, and
JUnit must be published by one kind of job only. Prints one line per problem; exit 1 if any.
"""
import argparse
import glob
import os
import shutil
import subprocess
import sys
import tempfile

import yaml

problems = []


def problem(text):
    problems.append(text)
    print("ci-recipe: " + text, file=sys.stderr)


def copy_tree(src, dst):
    """Copies src's contents into dst (merging, symbolic links kept)."""
    for root, dirs, files in os.walk(src):
        rel = os.path.relpath(root, src)
        os.makedirs(os.path.join(dst, rel), exist_ok=True)
        for name in files + [d for d in dirs if os.path.islink(os.path.join(root, d))]:
            source, target = os.path.join(root, name), os.path.join(dst, rel, name)
            if os.path.islink(source):
                if os.path.lexists(target):
                    os.remove(target)
                os.symlink(os.readlink(source), target)
            else:
                shutil.copy2(source, target)


def files_under(path):
    """Files under path (itself when a file), as paths relative to path's folder walk."""
    if os.path.isfile(path):
        return [path]
    found = []
    for root, dirs, files in os.walk(path):
        found += [os.path.join(root, f) for f in files]
    return sorted(found)


def bash(command, cwd, env):
    result = subprocess.run(["bash", "-eo", "pipefail", "-c", command], cwd=cwd, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return result.returncode, result.stdout


class Project:
    """The tiny project every job checks out."""

    def __init__(self, root, args):
        self.dir = os.path.join(root, "project")
        os.makedirs(os.path.join(self.dir, "scripts"))
        shutil.copy(args.fixture, os.path.join(self.dir, "chip.yaml"))
        shutil.copy(args.script, os.path.join(self.dir, "scripts", "ci-golden.sh"))
        with open(os.path.join(self.dir, "specsheet.yaml"), "w") as f:
            f.write("fixtures: [chip.yaml]\nscales: [1]\ngoldens: goldens\n")
        with open(os.path.join(self.dir, "Package.swift"), "w") as f:
            f.write("// the build the caches are keyed on\n")
        with open(os.path.join(self.dir, "Makefile"), "w") as f:
            f.write("release:\n\tmkdir -p .build/release && ln -sf \"$$SPECSHEET_BIN\" .build/release/specsheet\n")
        env = dict(os.environ, CI="")
        env.pop("CI")
        out = subprocess.run([args.specsheet, "record"], cwd=self.dir, env=env, capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit("ci-recipe: record failed: " + out.stderr)
        shutil.copy(args.baseline, os.path.join(self.dir, "goldens", "audit-baseline.yaml"))

    def break_golden(self):
        """Makes the first golden unreadable (the check of its shard fails); returns its undoing."""
        name = sorted(glob.glob(os.path.join(self.dir, "goldens", "**", "*.png"), recursive=True))[0]
        with open(name, "rb") as f:
            good = f.read()
        with open(name, "wb") as f:
            f.write(b"not a png")

        def restore():
            with open(name, "wb") as f:
                f.write(good)
        return restore


class Runner:
    """What both CIs share: job folders, caches kept between pipelines, the environment."""

    def __init__(self, root, project, args):
        self.root, self.project, self.args = root, project, args
        self.caches = {}
        self.jobs = 0
        self.copy_tree, self.files_under, self.bash = copy_tree, files_under, bash

    def snapshot(self, folder, paths):
        """A copy of `paths` (relative to the job folder) as a cache holds them."""
        self.jobs += 1
        saved = os.path.join(self.root, "cache-%d" % self.jobs)
        for path in paths:
            source = os.path.join(folder, path)
            if os.path.exists(source):
                target = os.path.join(saved, path)
                if os.path.isdir(source):
                    copy_tree(source, target)
                else:
                    os.makedirs(os.path.dirname(target), exist_ok=True)
                    shutil.copy2(source, target)
        return saved

    def store(self, folder, files, root):
        """An artifact: `files` (absolute) copied relative to `root`."""
        self.jobs += 1
        saved = os.path.join(self.root, "artifact-%d" % self.jobs)
        for name in files:
            target = os.path.join(saved, os.path.relpath(name, root))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copy2(name, target)
        return saved

    def job_folder(self):
        self.jobs += 1
        folder = os.path.join(self.root, "job-%d" % self.jobs)
        shutil.copytree(self.project.dir, folder, symlinks=True)
        return folder

    def env(self, extra):
        env = {k: v for k, v in os.environ.items() if k not in ("CI", "GITHUB_RUN_ID", "CI_PIPELINE_ID")}
        env.update(SPECSHEET_BIN=self.args.specsheet, CI="true")
        env.update(extra)
        return env


from ci_recipe_github import GitHub  # noqa: E402
from ci_recipe_gitlab import GitLab  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ci", choices=["github", "gitlab"])
    parser.add_argument("recipe")
    parser.add_argument("--specsheet", required=True)
    parser.add_argument("--fixture", required=True)
    parser.add_argument("--baseline", required=True)
    parser.add_argument("--script", default=os.path.join(os.path.dirname(__file__), "ci-golden.sh"))
    args = parser.parse_args()
    args.specsheet = os.path.abspath(args.specsheet)
    with open(args.recipe) as f:
        recipe = yaml.safe_load(f)
    modes = [True, False] if args.ci == "github" else [True]
    for hidden_skipped in modes:
        root = tempfile.mkdtemp(prefix="ci-recipe-")
        try:
            project = Project(root, args)
            runner = Runner(root, project, args)
            ci = (GitHub if args.ci == "github" else GitLab)(runner, recipe, hidden_skipped)
            scenarios(ci, project)
        finally:
            shutil.rmtree(root, ignore_errors=True)
    if problems:
        sys.exit(1)
    print("ci-recipe: %s recipe passed every scenario" % args.ci)


def scenarios(ci, project):
    """The four pipelines; each problem names the pipeline."""
    if getattr(ci, "junit_publishers", []) and len(ci.junit_publishers) > 1:
        problem("%s: JUnit reported by %s: the Tests tab counts every image twice"
                % (ci.mode, " and ".join(ci.junit_publishers)))
    first = ci.pipeline("1001", shards=4)
    if first.merge_status != 0:
        problem("%s: all passing, 4 shards: the merge exited %s\n%s" % (ci.mode, first.merge_status, first.log))
    # The next run's shard 1 fails; the cache holds the earlier run's passing tree.
    restore = project.break_golden()
    failing = ci.pipeline("1002", shards=4)
    if failing.merge_status == 0:
        problem("%s: a golden broken: the merge exited 0 (green over a failure)\n%s" % (ci.mode, failing.log))
    if not any(status != 0 for status in failing.shard_statuses):
        problem("%s: a golden broken: every shard job passed" % ci.mode)
    restore()
    smaller = ci.pipeline("1003", shards=3)
    if smaller.merge_status != 0:
        problem("%s: all passing, 3 shards after 4: the merge exited %s\n%s"
                % (ci.mode, smaller.merge_status, smaller.log))
    stale = ci.pipeline("1004", shards=3, stale_from=smaller)
    if os.environ.get("CI_RECIPE_VERBOSE"):
        for pipeline in (first, smaller, failing, stale):
            print("--- %s: shards %s, merge %s\n%s" % (ci.mode, pipeline.shard_statuses, pipeline.merge_status,
                                                       pipeline.log))
    for pipeline in (first, smaller, failing, stale):
        for issue in pipeline.issues:
            problem("%s: %s" % (ci.mode, issue))
    if stale.merge_status == 0:
        problem("%s: a shard's artifact from an earlier run: the merge exited 0" % ci.mode)
    elif "different runs" not in stale.log:
        problem("%s: a shard's artifact from an earlier run: not refused as another run's\n%s" % (ci.mode, stale.log))


if __name__ == "__main__":
    main()
