"""Tiny image fixtures encoded as base64 (1x1 pixels)."""
import base64

# 1x1 transparent PNG
PNG_1X1 = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
)

# 1x1 transparent GIF
GIF_1X1 = base64.b64decode("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7")

# JPEG SOI + APP0 (JFIF) header only, enough for MIME sniffing
JPEG_HEADER = base64.b64decode("/9j/4AAQSkZJRgABAQEASABIAAD/")
