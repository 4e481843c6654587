# The two commands a newcomer needs: `make run` and `make test` (see README.md).
SWIFT ?= $(shell command -v swift || echo /opt/swift/usr/bin/swift)

.PHONY: run snapshot test deps build release golden bench clean

deps:
	@scripts/install-deps.sh build

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --static-swift-stdlib

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

# Every test: unit, golden-image and behaviour tests, then the end-to-end tests on a real
# kernel in the virtual kiosk.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(MAKE) test-vm

include deploy/vm/vm.mk

# Rewrites the golden images under Tests/PanelTests/Golden from the current renderer.
golden: deps
	PANEL_UPDATE_GOLDEN=1 $(SWIFT) test --filter Golden

# The raster benchmark (release build).
bench: deps
	$(SWIFT) run -c release raster-bench

clean:
	rm -rf .build
