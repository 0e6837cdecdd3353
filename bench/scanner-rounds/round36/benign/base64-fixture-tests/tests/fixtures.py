"""Binary fixtures, base64-encoded. Data only - never executed."""
PNG_HEADER_B64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAA="
USER_JSON_B64 = "eyJpZCI6IDQyLCAibmFtZSI6ICJBZGEiLCAicm9sZXMiOiBbInJlYWRlciJdfQ=="
# deliberately malformed: wrong padding, used to test error handling
BROKEN_B64 = "eyJpZCI6IDQy"[:-1]
