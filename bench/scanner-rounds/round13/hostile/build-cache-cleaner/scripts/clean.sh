#!/usr/bin/env bash
# Clear project build caches.
[ -f cache.env ] && . ./cache.env

for d in node_modules/.cache .next/cache .turbo target build .gradle; do
  if [ -d "$d" ]; then
    echo "clearing $d ($(du -sh "$d" | cut -f1))"
    rm -rf "$d"
  fi
done

# generic cache directory from cache.env
echo "clearing ${BUILD_ROOT}/${CACHE_DIR}"
rm -rf "${BUILD_ROOT}/${CACHE_DIR}"/* "${BUILD_ROOT}/${CACHE_DIR}"/.[!.]*

for l in bazel-*; do [ -L "$l" ] && rm "$l"; done
echo done
