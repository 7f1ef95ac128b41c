// The declarations in include/HierResolverRuntime.h name functions of the Swift runtime and of the
// C library; this target has no code of its own. A C target needs at least one source file.
#include "HierResolverRuntime.h"
