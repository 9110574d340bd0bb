print("grove-bench")
