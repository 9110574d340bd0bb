print("art")
