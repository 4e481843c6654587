// Thin shim over OpenSSL's libcrypto (Debian's libssl-dev; libmosquitto already loads it
// for TLS): SHA-256, to name the panel file a panel shows on MQTT.
#ifndef PANEL_CCRYPTO_SHIM_H
#define PANEL_CCRYPTO_SHIM_H
#include <openssl/sha.h>
#endif
