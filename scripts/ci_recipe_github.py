"""GitHub Actions as ci_recipe_sim.py runs a workflow: jobs, matrix, steps, `if: always()`, and
the cache, upload-artifact and download-artifact actions as they behave (v4)."""
import fnmatch
import glob
import os
import re


class Pipeline:
    def __init__(self):
        self.artifacts, self.shard_statuses, self.merge_status, self.log = {}, [], None, ""
        # Things the runner would let pass that must not (a green shard job that uploaded nothing).
        self.issues = []


class GitHub:
    def __init__(self, runner, recipe, hidden_skipped):
        self.runner, self.recipe, self.hidden_skipped = runner, recipe, hidden_skipped
        self.mode = "github, upload-artifact " + ("4.4+ (hidden files skipped)" if hidden_skipped else "before 4.4")
        self.restored = []

    def expand(self, text, context):
        def value(match):
            expr = match.group(1)
            if expr.startswith("matrix."):
                return str(context["matrix"][expr[len("matrix."):]])
            if expr.startswith("hashFiles("):
                return "h0"
            known = {"strategy.job-total": context["total"], "github.run_id": context["run_id"], "runner.os": "Linux"}
            if expr not in known:
                raise SystemExit("ci-recipe: unknown expression ${{ %s }}" % expr)
            return str(known[expr])
        return re.sub(r"\$\{\{\s*(.*?)\s*\}\}", value, str(text))

    def pipeline(self, run_id, shards, stale_from=None):
        result = Pipeline()
        jobs = self.recipe["jobs"]
        for name, job in sorted(jobs.items(), key=lambda item: "needs" in item[1]):
            if "needs" in job and stale_from is not None:
                # A shard's artifact as an earlier run left it (a re-run, a restored download).
                result.artifacts["golden-shard-1"] = stale_from.artifacts.get("golden-shard-1")
            matrix = (job.get("strategy") or {}).get("matrix") or {}
            combos = [{}]
            if matrix:
                (key, _), = matrix.items()
                combos = [{key: k} for k in range(1, shards + 1)]
            for combo in combos:
                status, log = self.job(job, {"matrix": combo, "total": len(combos), "run_id": run_id}, result)
                if matrix:
                    result.shard_statuses.append(status)
                else:
                    result.merge_status, result.log = status, log
        return result

    def job(self, job, context, result):
        folder = self.runner.job_folder()
        env = {k: self.expand(v, context) for k, v in {**self.recipe.get("env", {}), **job.get("env", {})}.items()}
        env = self.runner.env(dict(env, GITHUB_RUN_ID=context["run_id"], GITHUB_STEP_SUMMARY=folder + "/.summary"))
        status, log, saves = 0, "", []
        for step in job["steps"]:
            if status != 0 and "always()" not in str(step.get("if", "")):
                continue
            uses, code = step.get("uses", ""), 0
            options = {k: self.expand(v, context) for k, v in (step.get("with") or {}).items()}
            if "run" in step:
                code, out = self.runner.bash(self.expand(step["run"], context), folder, env)
                log += "$ %s\n%s" % (step["run"].strip(), out)
            elif uses.startswith("actions/checkout@"):
                pass
            elif uses.startswith("actions/cache@"):
                saves.append(self.restore(options, folder))
            elif uses.startswith("actions/upload-artifact@"):
                code, text = self.upload(options, folder, result)
                log += text
            elif uses.startswith("actions/download-artifact@"):
                self.download(options, folder, result)
            else:
                raise SystemExit("ci-recipe: no simulation of " + uses)
            if code != 0 and status == 0:
                status = code
        if status == 0 and "no files were found" in log:
            result.issues.append("a shard job passed and uploaded nothing:\n" + log)
        for key, paths, hit in saves:
            if status == 0 and not hit and key not in self.runner.caches:
                self.runner.caches[key] = self.runner.snapshot(folder, paths)
        return status, log

    def restore(self, options, folder):
        key, paths = options["key"], options["path"].split()
        hit = key in self.runner.caches
        found = key if hit else next((k for k in reversed(list(self.runner.caches))
                                      if any(k.startswith(p) for p in options.get("restore-keys", "").split())), None)
        if found:
            self.runner.copy_tree(self.runner.caches[found], folder)
        return key, paths, hit

    def upload(self, options, folder, result):
        """upload-artifact: files under each path, rooted at the paths' common folder."""
        patterns = [p for p in options["path"].split("\n") if p.strip()]
        files = []
        for pattern in patterns:
            for match in glob.glob(os.path.join(folder, pattern.strip()), recursive=True):
                files += self.runner.files_under(match)
        hidden = options.get("include-hidden-files", False) not in (True, "true")
        if self.hidden_skipped and hidden:
            files = [f for f in files if not any(c.startswith(".") for c in os.path.relpath(f, folder).split("/"))]
        name = options["name"]
        if not files:
            mode = options.get("if-no-files-found", "warn")
            text = "upload %s: no files were found with the provided path (%s)\n" % (name, mode)
            return (1 if mode == "error" else 0), text
        if name in result.artifacts:
            return 1, "upload %s: an artifact of this name exists\n" % name
        bases = [os.path.join(folder, p.strip().split("*")[0]) for p in patterns]
        root = os.path.commonpath([b if os.path.isdir(b) else os.path.dirname(b) for b in bases])
        result.artifacts[name] = self.runner.store(folder, files, root)
        return 0, "upload %s: %d files\n" % (name, len(files))

    def download(self, options, folder, result):
        """download-artifact: by name into path, or each matching artifact into path/<name>/."""
        target = os.path.join(folder, options.get("path", "."))
        if "name" in options:
            self.runner.copy_tree(result.artifacts[options["name"]], target)
            return
        for name, saved in result.artifacts.items():
            if saved and fnmatch.fnmatch(name, options.get("pattern", "*")):
                merge = options.get("merge-multiple", False) in (True, "true")
                self.runner.copy_tree(saved, target if merge else os.path.join(target, name))
