/* The main file of the precompiled CUDA model header (translate/
   ClangInvocation.cpp, writeCudaPch): what every CUDA parse includes. */
#include "__scopecheck_cuda.h"
