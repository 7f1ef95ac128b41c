// `swift run PetOwner`: the stories HierResolver was specified from, working, scene by scene.

print("HierResolver tour\n=================")
PetStory.run()
VariantsStory.run()
LifetimesStory.run()
ResolutionCycleStory.run()
ArgumentsStory.run()
FeaturesStory.run()
ModulesStory.run()
PropertyWrappersStory.run()
ErrorsStory.run()
