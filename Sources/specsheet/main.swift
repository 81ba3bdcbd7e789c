print("specsheet")
