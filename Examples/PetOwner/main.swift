print("PetOwner")
