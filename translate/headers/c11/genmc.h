// scopecheck: GenMC's <genmc.h> subset (docs/c11-support.md).
#ifndef __SCOPECHECK_GENMC_H
#define __SCOPECHECK_GENMC_H
#include <__scopecheck_verifier.h>
#endif
