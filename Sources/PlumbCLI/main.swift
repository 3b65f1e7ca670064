import Plumb
print("plumb")
