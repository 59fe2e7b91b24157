#!/usr/bin/env python3
"""Writes the seeds of LinkFuzzer and RestorationFuzzer into Fuzz/Corpus/<Target>/: deep hosted
links and long repeated segments (how issue 20's crash and hang were found), hostile hosts and
stray percent signs, and saved states nested deep. Run it again after changing it; run.sh reads
the corpus as it is. Inputs stay under run.sh's default -max_len (16,384 bytes)."""
import json
import os
import sys

root = os.path.dirname(os.path.abspath(__file__))


def write(target, name, text):
    folder = os.path.join(root, "Corpus", target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "seed-" + name), "w", encoding="utf-8") as file:
        file.write(text)


def profile(levels):
    return "/".join(f"users/u{i}" for i in range(levels))


links = {
    "profile-32": "hostile://" + profile(32),
    "profile-33": "hostile://" + profile(33),
    "profile-1000": "hostile://" + profile(1000),
    "profile-posts-web": "https://www.legit.host/" + profile(8) + "/posts",
    "exp-24": "hostile://" + "x/" * 24 + "leaf/v",
    "exp-32-stars": "hostile://" + "y/" * 32 + "leaf/v",
    "exp-5000": "hostile://" + "x/" * 5000 + "leaf/v",
    "wipe-inf": "hostile://d/inf",
    "wipe-nan-query": "hostile://d/nan?value=-inf",
    "stray-percent": "hostile://l/%ZZ%2%",
    "host-nul": "https://evil.com%00.legit.host/posts",
    "host-slash": "https://evil.com%2F.legit.host/posts",
    "host-empty-label": "https://..legit.host/posts",
    "host-idn": "https://bücher.legit.host/posts",
}
for name, text in links.items():
    write("LinkFuzzer", name, text)


def profile_state(levels):
    state = {"path": [{"case": "posts", "values": {}}]}
    for i in reversed(range(levels)):
        state = {"path": [], "modal": {"case": "otherUser", "values": {"userID": f"u{i}"}}, "hosted": state}
    return state


def exp_state(levels):
    state = {"path": [{"case": "leaf", "values": {"v": "v"}}]}
    for i in range(levels):
        state = {"path": [], "modal": {"case": "again" if i % 2 else "any", "values": {}}, "hosted": state}
    return state


states = {
    "profile-40": {"profile": profile_state(40)},
    "profile-180": {"profile": profile_state(180)},
    "exp-280": {"exp": exp_state(280), "wipe": {"path": [{"case": "label", "values": {"text": "kept"}}]}},
    "wipe-numbers": {"wipe": {"path": [{"case": "number", "values": {"value": 1.5}}, {"case": "number", "values": {"value": 1e308}}]}},
}
for name, state in states.items():
    write("RestorationFuzzer", name, json.dumps(state, separators=(",", ":"), sort_keys=True))
write("RestorationFuzzer", "wipe-huge-number", '{"wipe":{"path":[{"case":"number","values":{"value":1e400}}]}}')
write("RestorationFuzzer", "nested-arrays", '{"wipe":{"path":' + "[" * 600 + "]" * 600 + "}}")
sys.exit(0)
