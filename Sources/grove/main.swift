print("grove")
