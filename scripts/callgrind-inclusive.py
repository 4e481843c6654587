#!/usr/bin/env python3
"""Inclusive instruction counts per function from a callgrind output file.

Usage: callgrind-inclusive.py CALLGRIND_OUT REGEX...
Prints, for each regular expression, the largest inclusive count (the function's own
instructions plus those of everything it called) among the functions whose mangled
name matches it. Entries a function has under several source files (inlined code) are
summed. The largest match is taken because a method may be entered through a thunk
that calls a specialised copy of it: the thunk's count includes the copy's."""
import re
import sys
from collections import defaultdict


def inclusive_costs(path):
    names = {}
    inclusive = defaultdict(int)
    current = None
    pending_call = False

    def name_of(spec):
        match = re.match(r'\((\d+)\)(?:\s+(.*))?', spec)
        if not match:
            return spec
        if match.group(2) is not None:
            names[match.group(1)] = match.group(2)
        return names.get(match.group(1), spec)

    with open(path, errors='replace') as lines:
        for line in lines:
            line = line.rstrip('\n')
            if line.startswith('fn='):
                current = name_of(line[3:])
            elif line.startswith('cfn='):
                name_of(line[4:])
            elif line.startswith('calls='):
                pending_call = True
            elif line and (line[0].isdigit() or line[0] in '+-*') and current is not None:
                fields = line.split()
                if len(fields) >= 2:
                    inclusive[current] += int(fields[1])
                pending_call = False
            elif not line.startswith(('cfi=', 'cfl=', 'cob=')):
                pending_call = False
    return inclusive


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    costs = inclusive_costs(sys.argv[1])
    for pattern in sys.argv[2:]:
        regex = re.compile(pattern)
        print(max((cost for name, cost in costs.items() if regex.search(name)), default=0))


if __name__ == '__main__':
    main()
