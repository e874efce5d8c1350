"""placeholder"""
def add_arguments(sub):
    pass
