# The two commands a newcomer needs: `make run` and `make test` (see README.md).
SWIFT ?= $(shell command -v swift || echo /opt/swift/usr/bin/swift)

.PHONY: run test deps build release golden bench clean

deps:
	@scripts/install-deps.sh build

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --static-swift-stdlib

# Renders the demo panel headless to demo.png.
run: deps
	$(SWIFT) run -c release panel-app snapshot --output demo.png
	@echo "Wrote demo.png"

# Every test: unit, golden-image and behaviour tests.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Rewrites the golden images under Tests/PanelTests/Golden from the current renderer.
golden: deps
	PANEL_UPDATE_GOLDEN=1 $(SWIFT) test --filter Golden

# The raster benchmark (release build).
bench: deps
	$(SWIFT) run -c release raster-bench

clean:
	rm -rf .build
