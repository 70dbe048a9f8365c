"""Check digits of French identifiers.

A checksum turns a "looks like a number" into "is this identifier": it is
what lets the NIR, RPPS and FINESS rules claim a high confidence.
"""

from __future__ import annotations


def luhn_ok(digits: str) -> bool:
    """Luhn (mod 10) check, as used by RPPS (11 digits) and FINESS (9 digits)."""
    if not digits.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = ord(ch) - 48
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def nir_key(body: str) -> int | None:
    """Expected key of a 13-character NIR body (Corsica: 2A→19, 2B→18).

    ``None`` if the body is not 13 digits once Corsica is replaced.
    """
    b = body.upper()
    if len(b) != 13:
        return None
    dept = b[5:7]
    if dept == "2A":
        b = b[:5] + "19" + b[7:]
    elif dept == "2B":
        b = b[:5] + "18" + b[7:]
    if not b.isdigit():
        return None
    return 97 - (int(b) % 97)


def nir_ok(compact: str) -> bool:
    """True when a compact 15-character NIR has the right key."""
    if len(compact) != 15 or not compact[13:].isdigit():
        return False
    return nir_key(compact[:13]) == int(compact[13:])
