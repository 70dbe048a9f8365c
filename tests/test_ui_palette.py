"""The kinds' colours stay apart for colour-blind reviewers; kinds that share one carry a badge."""

from __future__ import annotations

import itertools

import numpy as np

from app.detection.spans import LABELS
from app.ui.style import KIND_BADGES, KIND_COLORS

# Machado, Oliveira & Fernandes (2009), severity 1.0, on linear RGB.
SIMULATIONS = {
    "normal": np.eye(3),
    "protanopia": np.array([[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]),
    "deuteranopia": np.array([[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]),
    "tritanopia": np.array([[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]),
}
MIN_DELTA_E = 8.0  # CIE76; the former palette had pairs at 1.9 (dates vs phones, protanopia)


def _linear(hex_color: str) -> np.ndarray:
    c = np.array([int(hex_color[i:i + 2], 16) for i in (1, 3, 5)], float) / 255
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def _lab(rgb: np.ndarray) -> np.ndarray:
    xyz = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]]) @ rgb
    xyz = xyz / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > 0.008856, np.cbrt(xyz), 7.787 * xyz + 16 / 116)
    return np.array([116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])])


def test_every_kind_has_a_colour():
    assert set(LABELS) <= set(KIND_COLORS)


def test_families_stay_apart_under_colour_blindness():
    families = {}
    for label in LABELS:
        families.setdefault(KIND_COLORS[label], label)
    assert len(families) >= 8
    for name, m in SIMULATIONS.items():
        for (ca, a), (cb, b) in itertools.combinations(families.items(), 2):
            la = _lab(np.clip(m @ _linear(ca), 0, 1))
            lb = _lab(np.clip(m @ _linear(cb), 0, 1))
            assert np.linalg.norm(la - lb) >= MIN_DELTA_E, (name, a, b)


def test_kinds_sharing_a_colour_have_distinct_badges():
    by_colour = {}
    for label in LABELS:
        by_colour.setdefault(KIND_COLORS[label], []).append(label)
    for labels in by_colour.values():
        if len(labels) > 1:
            badges = [KIND_BADGES.get(l) for l in labels]
            assert all(badges) and len(set(badges)) == len(badges), labels
