#!/usr/bin/env python3
"""Small CLI over geopandas for everyday GIS chores."""
import argparse
import re
import sys

import geopandas as gpd
import matplotlib.pyplot as plt
import pandas as pd


def read(path: str) -> gpd.GeoDataFrame:
    if path.lower().endswith(".csv"):
        df = pd.read_csv(path)
        lat = next(c for c in df.columns if c.lower() in ("lat", "latitude", "y"))
        lon = next(c for c in df.columns if c.lower() in ("lon", "lng", "longitude", "x"))
        return gpd.GeoDataFrame(df, geometry=gpd.points_from_xy(df[lon], df[lat]), crs="EPSG:4326")
    if path.lower().endswith(".parquet"):
        return gpd.read_parquet(path)
    return gpd.read_file(path)


def write(gdf: gpd.GeoDataFrame, path: str):
    if path.endswith(".parquet"):
        gdf.to_parquet(path)
    elif path.endswith(".gpkg"):
        gdf.to_file(path, driver="GPKG")
    else:
        gdf.to_file(path)


def tolerance(s: str, gdf):
    m = re.fullmatch(r"([\d.]+)(m|km|deg)?", s)
    val, unit = float(m.group(1)), m.group(2) or "m"
    if unit == "deg":
        return val
    if gdf.crs and gdf.crs.is_geographic:
        sys.exit("reproject to a metric CRS before simplifying with metre tolerance")
    return val * (1000 if unit == "km" else 1)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("info"); p.add_argument("src")
    p = sub.add_parser("convert"); p.add_argument("src"); p.add_argument("dst")
    p = sub.add_parser("reproject"); p.add_argument("src"); p.add_argument("--to", required=True); p.add_argument("-o", required=True)
    p = sub.add_parser("clip"); p.add_argument("src"); p.add_argument("--mask", required=True); p.add_argument("-o", required=True)
    p = sub.add_parser("simplify"); p.add_argument("src"); p.add_argument("--tolerance", required=True); p.add_argument("-o", required=True)
    p = sub.add_parser("preview"); p.add_argument("src"); p.add_argument("-o", default="preview.png")
    a = ap.parse_args()

    gdf = read(a.src)
    if a.cmd == "info":
        print(f"rows={len(gdf)} crs={gdf.crs} bounds={tuple(round(b, 5) for b in gdf.total_bounds)}")
        print(gdf.geom_type.value_counts().to_string())
        print(gdf.drop(columns="geometry").dtypes.to_string())
    elif a.cmd == "convert":
        write(gdf, a.dst)
    elif a.cmd == "reproject":
        write(gdf.to_crs(a.to), a.o)
    elif a.cmd == "clip":
        mask = read(a.mask).to_crs(gdf.crs)
        write(gpd.clip(gdf, mask), a.o)
    elif a.cmd == "simplify":
        gdf["geometry"] = gdf.geometry.simplify(tolerance(a.tolerance, gdf), preserve_topology=True)
        write(gdf, a.o)
    elif a.cmd == "preview":
        ax = gdf.plot(figsize=(8, 8), edgecolor="#333", linewidth=0.3)
        ax.set_axis_off()
        plt.savefig(a.o, dpi=150, bbox_inches="tight")


if __name__ == "__main__":
    main()
