#!/usr/bin/env bash
# Installs, with apt-get, the Debian packages Panel needs that are not installed yet.
# Usage: scripts/install-deps.sh build|package|vm|bench
#   build:   compiling and testing the framework and panel-app
#   package: Debian packages of Panel programs (deploy/package.sh) on top of build
#   vm:      the virtual kiosk (QEMU, a Debian kernel, busybox) on top of package (its tests
#            check the packages)
#   bench: the cairo reference of the benchmark (Benchmarks/cairo-reference) on top of build
set -euo pipefail

build_packages=(libdrm-dev libevdev-dev libmtdev-dev libfreetype-dev fonts-dejavu-core fonts-dejavu-extra zlib1g-dev pkg-config
                libpng-dev libjpeg62-turbo-dev fonts-material-design-icons-iconfont
                # Text in every script: shaping, bidi, line breaking; fontconfig's headers are not
                # needed (it is opened at run time) but its library finds fonts on a desktop.
                libharfbuzz-dev libfribidi-dev libunibreak-dev libfontconfig1
                # Keyboards: layouts (xkeyboard-config's, compiled by libxkbcommon), dead keys and
                # compose sequences (the locale's Compose file, in libx11-data).
                libxkbcommon-dev xkb-data libx11-data
                # The on-screen keyboard's Chinese: pinyin decoding and its dictionary (opened at run time).
                libgooglepinyin0-dev
                # hb-shape, which made the shaping tests' reference output.
                libharfbuzz-bin
                # Fallback fonts: Chinese, Japanese, Korean; Devanagari (Hindi); Thai.
                fonts-noto-cjk fonts-lohit-deva fonts-tlwg-loma-ttf
                # MQTT: libmosquitto (the client the panel links), mosquitto (the broker the
                # tests start on 127.0.0.1) and its clients (the virtual kiosk's tests use them on the host).
                libmosquitto-dev mosquitto mosquitto-clients
                # SHA-256 of the panel file shown, on MQTT (libcrypto, which TLS loads anyway).
                libssl-dev
                # openssl makes the throw-away certificates of the MQTT over TLS tests.
                openssl
                # cairo, the reference the path rasterizer's tests compare with (opened at run time).
                libcairo2)
# dpkg-shlibdeps (Depends from the libraries a program links), strip, lintian; systemd-analyze
# and unshare (util-linux) for the packages' tests.
package_packages=(dpkg-dev binutils lintian systemd util-linux)
vm_packages=(qemu-system-x86 busybox-static cpio kmod)
bench_packages=(libcairo2-dev gcc)

wanted=("${build_packages[@]}")
if [ "${1:-build}" = package ] || [ "${1:-build}" = vm ]; then wanted+=("${package_packages[@]}"); fi
if [ "${1:-build}" = vm ]; then wanted+=("${vm_packages[@]}"); fi
if [ "${1:-build}" = bench ]; then wanted+=("${bench_packages[@]}"); fi

missing=()
for package in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing Debian packages: ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
