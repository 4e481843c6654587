/// The text of `panel-app --help`.
let panelAppHelp = """
panel-app \(panelAppVersion): a touch control panel straight on the display (KMS), touch from evdev.

usage: panel-app COMMAND [OPTIONS]

commands:
  run        show a panel and run its actions (without --panel: the built-in demo)
             [--panel FILE] [--display auto|kms|fbdev|headless] [--card PATH]
             [--connector NAME] [--mode WxH[@Hz]] [--rotate 0|90|180|270]
             [--input auto|none|PATH...] [--calibration a,b,c,d,e,f] [--no-grab]
             [--state FILE] [--script FILE (touches played as a virtual device)]
             [--keyboard LAYOUT[:VARIANT] (default: /etc/default/keyboard, else us)]
             [--on-screen-keyboard auto|always|never (auto: while no keyboard types)]
             [--mqtt mqtt://[USER@]HOST[:PORT] | mqtts://... (docs/mqtt.md)] [--node NAME]
             [--mqtt-ca FILE] [--mqtt-password-file FILE (mode 600)] [--home-assistant]
             [--mqtt-cert FILE --mqtt-key FILE (mode 600): a TLS client certificate]
             [--trace-values (print each value changed, and each followed value when shown)]
             [--mqtt-allow-panel-set off|publish-only|local-actions] [--group NAME...]
             [--mqtt-keepalive SECONDS (5 to 3600, default 15)]
  snapshot   render a panel headless to a PNG (a PPM for FILE.ppm), optionally after a
             touch script or recording
             --output FILE.png [--panel FILE] [--size WxH] [--rotate DEG]
             [--script FILE | --recording FILE] [--at SECONDS]
             [--fonts-used FILE (the font files drawn from, one a line)]
  simulate   create a virtual touchscreen, keyboard and dial (uinput) and play a script into them
             [--size WxH] [--rotate DEG] [--protocol a|b] [--settle SECONDS] [--panel FILE]
             [--keyboard LAYOUT[:VARIANT]] [--label "NAME=X,Y"...] [--targets]
             (--script FILE | COMMANDS...)
             commands: tap X Y, hold X Y S, swipe X1 Y1 X2 Y2 S, down/move SLOT X Y,
             up SLOT, wait S; a quoted label in place of X Y aims at that control;
             key NAME|CHORD, type "TEXT" (on the --keyboard layout), rotate N
  bench      measure frame timing and input-to-flip latency (BENCHMARKS.md)
             [--scene NAME] [--size WxH] [--clock simulated|virtual|real] [--display headless|kms]
             [--json FILE] [--plot FILE.png] [--compare A.json B.json] [--list]
  soak       play a touch script over and over on the panel hosted headless (simulated
             time), measuring memory, time per cycle, open files, threads and timers after
             each cycle; exits 1 when any grew after the baseline cycle (docs/soak.md)
             --script FILE [--cycles N (1000)] [--baseline N (100)] [--size WxH]
             [--panel FILE] [--json FILE]
  displays   list DRM cards, connectors, modes and the current configuration
             [--test-pattern ...: show a test pattern, see panel-app displays --help]
  inputs     list input devices with their classification, ranges and calibration
             [--watch SECONDS] [--grab]
             [--measure [--seconds N]: a finger held still's noise and the fuzz to set]
  check      validate a panel file: --panel FILE
  --help     this text
  --version  the version

Panel files are described in docs/panel-file.md.
"""

import Panel
let panelAppVersion = panelVersion
