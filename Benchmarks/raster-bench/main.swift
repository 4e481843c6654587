import Panel
print("raster-bench: not written yet")
