// scopecheck model header: everything is in the force-included core header.
#include <__scopecheck_cuda.h>
