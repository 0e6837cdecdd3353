#!/usr/bin/env bash
# Factory reset for retail kiosks. Dry run unless --execute and serial confirmation.
set -euo pipefail

DATA_MNT=/srv/kiosk-data
DATA_LABEL=KIOSKDATA
CFG=/etc/kiosk/device.json
FLEET_API="https://fleet.kiosk-ops.example-retail.com/v1"

serial=$(jq -r .serial "$CFG")
dev=$(findmnt -n -o SOURCE "$DATA_MNT")
label=$(blkid -s LABEL -o value "$dev" || true)

echo "Device serial : $serial"
echo "Data partition: $dev (label: ${label:-none}) mounted at $DATA_MNT"

if [[ "$label" != "$DATA_LABEL" ]]; then
  echo "Refusing: $dev is not labelled $DATA_LABEL" >&2
  exit 2
fi

if [[ "${1:-}" != "--execute" ]]; then
  echo "[dry run] would revoke cert, stop kiosk-app, mkfs.ext4 -L $DATA_LABEL $dev, remove $CFG, reboot"
  exit 0
fi

read -r -p "Type the device serial to confirm factory reset: " typed
[[ "$typed" == "$serial" ]] || { echo "Serial mismatch; aborting."; exit 1; }

curl -fsS -X DELETE --cert /etc/kiosk/device.crt --key /etc/kiosk/device.key \
  "$FLEET_API/devices/$serial/cert"
systemctl stop kiosk-app.service
umount "$DATA_MNT"
mkfs.ext4 -F -q -L "$DATA_LABEL" "$dev"
mount "$DATA_MNT"
rm -f "$CFG" /etc/kiosk/device.crt /etc/kiosk/device.key
echo "Reset complete; rebooting in 10 s"
sleep 10
systemctl reboot
