# The two commands a newcomer needs: `make run` and `make test` (see README.md).
SWIFT ?= $(shell command -v swift || echo /opt/swift/usr/bin/swift)

.PHONY: run snapshot test deps build release package golden bench fleet-bench lvgl-reference clean fuzz fuzz-ci test-asan soak soak-ci

deps:
	@scripts/install-deps.sh build

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --static-swift-stdlib

# panel-app and every example as Debian packages in .build/packages, from the one release
# build above (deploy/package.sh; docs/deploy.md). lintian's errors fail it.
PACKAGE_OPTIONS ?= --lintian
package: release
	@scripts/install-deps.sh package
	deploy/package.sh --all $(PACKAGE_OPTIONS)

# Shows the demo panel: on this machine's display when a free DRM device exists, else in
# the virtual kiosk (QEMU, a real Debian kernel) with VNC on 127.0.0.1 (deploy/vm/README.md).
run: deps
	@scripts/install-deps.sh vm
	$(SWIFT) build -c release --static-swift-stdlib --product panel-app
	deploy/vm/make-run.sh .build/release/panel-app run

# Renders the demo panel headless to demo.png, without a display or QEMU.
snapshot: deps
	$(SWIFT) run -c release panel-app snapshot --output demo.png
	@echo "Wrote demo.png"

# Every test: the layers' one-way dependencies, unit, golden-image and behaviour tests,
# then the end-to-end tests on a real kernel in the virtual kiosk.
test: deps
	scripts/check-layers.py
	$(SWIFT) build --build-tests --explicit-target-dependency-import-check error
	$(SWIFT) test --skip-build
	$(MAKE) test-vm

include deploy/vm/vm.mk

# Rewrites the golden images under Tests/PanelTests/Golden from the current renderer.
golden: deps
	PANEL_UPDATE_GOLDEN=1 $(SWIFT) test --filter Golden

# Each libFuzzer target for FUZZ_SECONDS (default 300) on a copy of its corpus; crashing
# inputs are left in Fuzz/Findings/ and fail the command (docs/fuzzing.md).
fuzz: deps
	SWIFT=$(SWIFT) Fuzz/Scripts/run-fuzzers.sh fuzz

# CI's fuzzing: replays every input under Fuzz/Regressions/, then each fuzzer briefly.
fuzz-ci: deps
	SWIFT=$(SWIFT) FUZZ_SECONDS=$${FUZZ_SECONDS:-20} Fuzz/Scripts/run-fuzzers.sh ci

# The view graph's unsafe value comparison (ViewValueComparison, ViewInputs, kept values) and the
# renderer, and the image decoders and resampling, under AddressSanitizer: every suite in these
# test folders, in a build of its own.
ASAN_TEST_FOLDERS = Tests/PanelTests/View Tests/PanelTests/State Tests/PanelTests/Render Tests/PanelTests/Raster Tests/PanelTests/Image
ASAN_SUITES = $(shell grep -rhoE 'struct [A-Za-z0-9_]+Tests\b' $(ASAN_TEST_FOLDERS) | awk '{print $$2}' | sort -u | paste -sd'|')
test-asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	@# XCTest's runner (which runs before Swift Testing) leaks its suite objects at exit.
	printf 'leak:libXCTest.so\n' > .build/asan/lsan-suppressions.txt
	LSAN_OPTIONS=suppressions=$(CURDIR)/.build/asan/lsan-suppressions.txt \
	$(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan --filter 'PanelTests\.($(ASAN_SUITES))/'

# Soak tests (docs/soak.md): the demo, greenhouse.json and every example play their cycle
# script 10,000 times headless (release build), and the thermostat idles a week of simulated
# time; fails when memory, time per cycle, open files, threads or timers grew in any.
soak: deps
	SWIFT=$(SWIFT) scripts/soak.sh full

# CI's soak: 300 cycles each (baseline at 100), five hours idle: a few minutes in all.
soak-ci: deps
	SWIFT=$(SWIFT) scripts/soak.sh ci

# The raster benchmark (release build).
bench: deps
	$(SWIFT) run -c release raster-bench

# A fleet on one broker (docs/fleet.md): 20 real panels and 200 simulated ones, each
# toggling 10 times a second for 20 s (release build); latencies and CPU in fleet.json.
FLEET_OPTIONS ?= --panels 20 --simulated 200 --rate 10 --seconds 20
fleet-bench: deps
	$(SWIFT) build -c release --product panel-app
	$(SWIFT) build -c release --product fleet-bench
	.build/release/fleet-bench $(FLEET_OPTIONS) --json fleet.json

# Panel's scenes drawn by LVGL 9.5 (PyPI's pydevices-lvgl wheel, in a venv under
# Benchmarks/lvgl-reference/build), side by side with a release panel-app in three alternating
# rounds (Benchmarks/lvgl-reference/README.md). Not part of `make test`.
lvgl-reference: deps
	$(SWIFT) build -c release --static-swift-stdlib --product panel-app
	Benchmarks/lvgl-reference/setup.sh
	python3 Benchmarks/lvgl-reference/compare.py --out .build/lvgl-reference

clean:
	rm -rf .build
