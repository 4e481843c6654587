#!/usr/bin/env python3
"""Checks that Panel's layers depend only on the layers below them (docs/architecture.md).

Two checks, both from the sources alone (no build):
- Package.swift gives each layer target exactly the dependencies the table below allows;
- no Swift file of a layer imports a module the table does not allow it.
`swift build --explicit-target-dependency-import-check error` (run by `make test`) then
makes the compiler refuse any import of a target that is not a declared dependency.
Exits 1 and names every breach."""
import os
import re
import sys

# Each layer, the modules it may use. C modules are the thin shims over Debian's libraries:
# PanelBase decodes images with libpng (CPNG) and libjpeg-turbo (CJPEG), since a new kind of
# pixel source is base (docs/architecture.md). PanelBase holds data, PanelRender draws it:
# the rasteriser (Canvas, shapes, shadows, blending, text blits) needs nothing but the base.
ALLOWED = {
    # CPrintf: glibc's snprintf with one double, for correctly rounded specifiers.
    # CPixels: glibc's wmemset, setting runs of 32-bit pixels with the widest stores.
    # CHarfBuzz, CFriBidi, CUnibreak, CFontconfig: text in every script (shaping, bidi, line
    # breaking, finding fallback fonts) is text, and text is base, next to FreeType; so is
    # turning a key into text (CXkbcommon: keyboard layouts, modifiers, dead keys; CGooglePinyin:
    # pinyin into Chinese characters for the on-screen keyboard).
    'PanelBase': {'CFreeType', 'CZlib', 'CPrintf', 'CPixels', 'CPNG', 'CJPEG', 'CHarfBuzz', 'CFriBidi', 'CUnibreak', 'CFontconfig',
                  'CXkbcommon', 'CGooglePinyin'},
    # CObservationAccess: Observation's access list of the run going on, so a body that read
    # no model skips its tracking.
    'PanelUI': {'PanelBase', 'CObservationAccess'},
    'PanelRender': {'PanelBase'},
    # CMosquitto: an MQTT connection is a socket on the loop, as a device is a descriptor;
    # CCrypto: SHA-256 of what a panel received over it; CHostLookup: the broker's name looked
    # up without blocking the loop.
    'PanelLinux': {'PanelBase', 'CLinux', 'CDRM', 'CEvdev', 'CMtdev', 'CMosquitto', 'CCrypto', 'CHostLookup'},
    'Panel': {'PanelBase', 'PanelUI', 'PanelRender', 'PanelLinux'},
    'PanelKiosk': {'Panel'},
    # SwiftUI's app model: an App's main() runs the kiosk program (docs/app.md).
    'SwiftUI': {'Panel', 'PanelKiosk'},
    # Swift Charts beside SwiftUI: marks, scales and axes made of its views (docs/charts.md).
    'Charts': {'SwiftUI'},
}
# Modules every layer may import: the C library and the Swift toolchain's own (atomics and
# locks, `@Observable`'s tracking, concurrency). Anything else is refused.
SYSTEM = {'Glibc', 'Swift', 'Synchronization', 'Observation', '_Concurrency'}
# And the few layers that may import more: the `SwiftUI` module re-exports Foundation, so
# view files written for Apple's SwiftUI compile unchanged (docs/app.md).
SYSTEM_EXTRA = {
    'SwiftUI': {'Foundation', 'FoundationEssentials'},
    'Charts': {'Foundation', 'FoundationEssentials'},
}
PROJECT = set(ALLOWED) | {m for allowed in ALLOWED.values() for m in allowed}


def declared_dependencies(package_text, target):
    match = re.search(r'\.target\(\s*name:\s*"%s"\s*,\s*dependencies:\s*\[([^\]]*)\]' % re.escape(target),
                      package_text)
    if not match:
        return None
    return set(re.findall(r'"([A-Za-z0-9_]+)"', match.group(1)))


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    package_text = open(os.path.join(root, 'Package.swift')).read()
    problems = []
    for target, allowed in ALLOWED.items():
        declared = declared_dependencies(package_text, target)
        if declared is None:
            problems.append(f'Package.swift: no target "{target}" with a dependency list')
        elif declared != allowed:
            problems.append(f'Package.swift: {target} depends on {sorted(declared)}, '
                            f'the layers allow {sorted(allowed)}')
        folder = os.path.join(root, 'Sources', target)
        for directory, _, files in os.walk(folder):
            for name in sorted(files):
                if not name.endswith('.swift'):
                    continue
                path = os.path.join(directory, name)
                for number, line in enumerate(open(path, encoding='utf-8'), 1):
                    imported = re.match(r'\s*(?:@\w+\s+)*import\s+(?:\w+\s+)?([A-Za-z0-9_]+)', line)
                    if not imported:
                        continue
                    module = imported.group(1)
                    if module == target or module in allowed:
                        continue
                    if module in PROJECT:
                        problems.append(f'{os.path.relpath(path, root)}:{number}: {target} imports {module}, '
                                        f'which is not below it')
                    elif module not in SYSTEM | SYSTEM_EXTRA.get(target, set()):
                        problems.append(f'{os.path.relpath(path, root)}:{number}: {target} imports {module}, '
                                        f'which is neither a layer below it nor the system\'s')
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f'layers: {len(ALLOWED)} targets, every dependency points down, no other module imported')


if __name__ == '__main__':
    main()
