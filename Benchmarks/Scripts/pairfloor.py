#!/usr/bin/env python3
"""Cold runs of routegen binaries interleaved with the floor's, many rounds (issue 24, goal 3).

floor-ratio.sh runs a few rounds of every size through hyperfine; this runs one size for as
many rounds as asked, each round the floor then each binary in turn, every output folder
removed before its run and the removal left out of the time, and prints the medians of wall
time and of CPU time (user and system, from the child's rusage) with their ratios to the
floor's. On a shared machine the ratio measured in the same rounds is the figure that holds.

The floor writes as many files, and bytes, as the first binary's output holds (counted from
one run of it before the rounds), so give the build the figures are for first.

Usage: Benchmarks/Scripts/pairfloor.py ROUNDS SPECS_FOLDER FLOOR ROUTEGEN [ROUTEGEN ...]
  e.g. Benchmarks/Scripts/pairfloor.py 100 /dev/shm/specs100 \\
           Benchmarks/.build-release-bench/release/routegen-floor .build-release/release/routegen
  (the specs: Benchmarks/.build-release-bench/release/synthetic-app --features 100 -o /dev/shm/specs100;
   put them, and so the outputs, on a tmpfs such as /dev/shm, as floor-ratio.sh does)
"""
import os
import shutil
import statistics
import sys
import tempfile
import time


def run(argv, output):
    """Removes `output`, then runs `argv`: its wall time, user time and system time, in ms."""
    shutil.rmtree(output, ignore_errors=True)
    start = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, os.environ)
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        sys.exit(f"pairfloor.py: {' '.join(argv)} failed ({status})")
    return wall * 1000, usage.ru_utime * 1000, usage.ru_stime * 1000


def output_size(folder):
    """The number of regular files under `folder`, and their bytes."""
    files = [os.path.join(root, name) for root, _, names in os.walk(folder) for name in names]
    return len(files), sum(os.path.getsize(path) for path in files)


def main(arguments):
    if len(arguments) < 4:
        sys.exit(__doc__)
    rounds, specs, floor, binaries = int(arguments[0]), arguments[1], arguments[2], arguments[3:]
    parent = "/dev/shm" if os.path.isdir("/dev/shm") else None
    work = tempfile.mkdtemp(prefix="pairfloor.", dir=parent)
    try:
        output = os.path.join(work, "out")
        run([os.path.abspath(binaries[0]), specs, "-o", output, "-q"], output)
        files, size = output_size(output)
        commands = [("floor", [os.path.abspath(floor), specs, "-o", output, "--files", str(files), "--bytes", str(size)])]
        commands += [(binary, [os.path.abspath(binary), specs, "-o", output, "-q"]) for binary in binaries]
        for _, argv in commands:  # one warm-up run each
            run(argv, output)
        times = {name: [] for name, _ in commands}
        for _ in range(rounds):
            for name, argv in commands:
                times[name].append(run(argv, output))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    load = " ".join(open("/proc/loadavg").read().split()[:3]) if os.path.exists("/proc/loadavg") else "unknown"
    print(f"{rounds} rounds, {files} files of {size} bytes, load average {load}")
    floor_wall = statistics.median(t[0] for t in times["floor"])
    floor_cpu = statistics.median(t[1] + t[2] for t in times["floor"])
    for name, _ in commands:
        wall = statistics.median(t[0] for t in times[name])
        cpu = statistics.median(t[1] + t[2] for t in times[name])
        user = statistics.median(t[1] for t in times[name])
        system = statistics.median(t[2] for t in times[name])
        print(f"{name}: wall {wall:.2f} ms ({wall / floor_wall:.2f}×), CPU {cpu:.2f} ms ({cpu / floor_cpu:.2f}×; user {user:.2f}, system {system:.2f})")


if __name__ == "__main__":
    main(sys.argv[1:])
