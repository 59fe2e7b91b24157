#!/usr/bin/env python3
"""How many of a run's threads were on a core, moment by moment (issue 24, goal 3).

Cold generation on a 2-core machine can only beat its single-threaded floor by keeping both
cores busy, so what bounds the wall time is the part of the run when only one thread runs.
This runs a command under `perf sched record` ROUNDS times and rebuilds, from the scheduler's
switch events (`perf sched timehist`), the intervals each of the process's threads spent on a
core. For each run it measures, from the moment the process first runs to the moment its last
thread leaves a core:

  wall         the whole span
  one          the time exactly one of its threads was on a core
  two+         the time two or more were
  none         the time none was (waiting for a thread to be woken, for the kernel, ...)
  before two   from the start until two threads first ran at once
  after two    from the last moment two ran at once until the end

and prints the medians (with VERBOSE=1, every run's figures too, on standard error). perf's tracing slows every switch a little, so compare runs measured
the same way rather than with pairfloor.py's times.

Usage: Benchmarks/Scripts/cores-busy.py ROUNDS COMMAND [ARGUMENT ...]
  e.g. Benchmarks/Scripts/cores-busy.py 20 .build-release/release/routegen /dev/shm/specs100 -o /dev/shm/out -q
A `-o FOLDER` among the arguments is removed before every round, so that every run is cold.
"""
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

# One switch-out: time, cpu, name[tid] or name[tid/pid], wait, scheduling delay, run time (ms).
SWITCH = re.compile(r"^\s*([\d.]+)\s+\[(\d+)\]\s+(.*?)\[(-?\d+)(?:/(\d+))?\]\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*$")


def intervals(timehist, pid):
    """The (start, end) intervals, in ms, that the threads of process `pid` spent on a core."""
    spans = []
    for line in timehist.splitlines():
        match = SWITCH.match(line)
        if not match:
            continue
        tid, owner = int(match.group(4)), match.group(5)
        if (int(owner) if owner else tid) != pid:
            continue
        end = float(match.group(1)) * 1000
        spans.append((end - float(match.group(8)), end))
    return spans


def profile(spans):
    """The measures the module describes, from the intervals `spans`."""
    events = sorted([(start, 1) for start, _ in spans] + [(end, -1) for _, end in spans], key=lambda e: (e[0], -e[1]))
    first, last = events[0][0], events[-1][0]
    by_count = {}
    running, previous = 0, first
    first_two = last_two = None
    for time, step in events:
        by_count[running] = by_count.get(running, 0) + time - previous
        if running >= 2 and time > previous:
            first_two = previous if first_two is None else first_two
            last_two = time
        running += step
        previous = time
    two = sum(span for count, span in by_count.items() if count >= 2)
    return {
        "wall": last - first,
        "one": by_count.get(1, 0),
        "two+": two,
        "none": by_count.get(0, 0),
        "before two": (first_two if first_two is not None else last) - first,
        "after two": last - (last_two if last_two is not None else last),
    }


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    rounds, command = int(sys.argv[1]), sys.argv[2:]
    output = command[command.index("-o") + 1] if "-o" in command[:-1] else None
    results = []
    with tempfile.TemporaryDirectory() as work:
        data = os.path.join(work, "sched.data")
        for _ in range(rounds):
            if output:
                shutil.rmtree(output, ignore_errors=True)
            subprocess.run(["perf", "sched", "record", "-q", "-o", data, "--"] + command,
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            timehist = subprocess.run(["perf", "sched", "timehist", "-i", data],
                                      check=True, capture_output=True, text=True).stdout
            # perf forks the command as "perf-exec", which then takes the command's name (at
            # most 15 characters): the first thread of either name is the process's.
            names = {"perf-exec", os.path.basename(command[0])[:15]}
            pid = next(int(m.group(4)) for m in map(SWITCH.match, timehist.splitlines()) if m and m.group(3).strip() in names)
            results.append(profile(intervals(timehist, pid)))
            if os.environ.get("VERBOSE"):
                print("  ".join(f"{key} {value:.2f}" for key, value in results[-1].items()), file=sys.stderr)
    print(f"{rounds} runs of {' '.join(command)} (medians, ms)")
    for key in results[0]:
        print(f"  {key:<11} {statistics.median(r[key] for r in results):8.2f}")


if __name__ == "__main__":
    main()
