import PlumbUI
print("bench")
