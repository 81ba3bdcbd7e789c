"""GitLab CI as ci_recipe_sim.py runs a pipeline: jobs, `parallel: N`, `needs:`, the cache
(restored before, saved after a passing job) and artifacts (extracted at their paths in the
jobs that need them; hidden files kept)."""
import glob
import os

from ci_recipe_github import Pipeline

RESERVED = {"default", "variables", "stages", "include", "workflow", "image", "services", "cache",
            "before_script", "after_script"}


class GitLab:
    def __init__(self, runner, recipe, hidden_skipped):
        self.runner, self.recipe = runner, recipe
        self.mode = "gitlab"
        self.jobs = {k: v for k, v in recipe.items() if k not in RESERVED and not k.startswith(".")}
        junit = [k for k, v in self.jobs.items() if ((v.get("artifacts") or {}).get("reports") or {}).get("junit")]
        self.junit_publishers = junit

    def pipeline(self, run_id, shards, stale_from=None):
        result = Pipeline()
        result.records = {}
        for name, job in sorted(self.jobs.items(), key=lambda item: "needs" in item[1]):
            if "needs" in job and stale_from is not None:
                # A shard's artifact as an earlier pipeline left it.
                first = next(iter(self.jobs))
                result.records[first][0] = stale_from.records[first][0]
            parallel = job.get("parallel")
            instances = range(1, (shards if isinstance(parallel, int) else 1) + 1)
            result.records[name] = []
            for index in instances:
                extra = {"CI_NODE_INDEX": str(index), "CI_NODE_TOTAL": str(len(instances))} if parallel else {}
                status, log, saved = self.job(job, run_id, extra, result)
                result.records[name].append(saved)
                if parallel:
                    result.shard_statuses.append(status)
                else:
                    result.merge_status, result.log = status, result.log + log
        return result

    def job(self, job, run_id, extra, result):
        folder = self.runner.job_folder()
        env = self.runner.env(dict(extra, CI_PIPELINE_ID=run_id, CI_JOB_URL="https://gitlab.invalid/job/1"))
        for key, value in (self.recipe.get("variables") or {}).items():
            env[key] = _expand(str(value), env)
        for needed in job.get("needs", []):
            for saved in result.records.get(needed, []):
                if saved:
                    self.runner.copy_tree(saved, folder)
        cache = job.get("cache", (self.recipe.get("default") or {}).get("cache"))
        key = None
        if cache:
            key = repr(cache.get("key"))
            if key in self.runner.caches:
                self.runner.copy_tree(self.runner.caches[key], folder)
        status, log = 0, ""
        for line in job["script"]:
            code, out = self.runner.bash(line, folder, env)
            log += "$ %s\n%s" % (line, out)
            if code != 0:
                status = code
                break
        artifacts = job.get("artifacts") or {}
        saved = None
        if artifacts and (status == 0 or artifacts.get("when") == "always"):
            files = []
            for pattern in artifacts.get("paths", []):
                for match in glob.glob(os.path.join(folder, _expand(pattern, env)), recursive=True):
                    files += self.runner.files_under(match)
            saved = self.runner.store(folder, files, folder) if files else None
            if not files and status == 0:
                result.issues.append("a job passed and its artifacts are empty:\n" + log)
        if cache and status == 0:
            self.runner.caches[key] = self.runner.snapshot(folder, cache.get("paths", []))
        return status, log, saved


def _expand(text, env):
    """$NAME and ${NAME} from env, as the runner expands variables."""
    saved = dict(os.environ)
    try:
        os.environ.clear()
        os.environ.update(env)
        return os.path.expandvars(text)
    finally:
        os.environ.clear()
        os.environ.update(saved)
