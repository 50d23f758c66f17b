//--local_size=4 --num_groups=2 --buffer a=8
// The OpenCL launch flags on //-- lines; the command line wins: its
// --local_size replaces the file's, its --global_size the file's
// --num_groups.

// RUN: %scopecheck ir %s | FileCheck %s --check-prefix=FILE
// FILE: global @a : i32[8];
// FILE: launch kernel @fill grid [2,1,1] block [4,1,1] (@a);

// RUN: %scopecheck ir %s --local_size=2 | FileCheck %s --check-prefix=LOCAL
// LOCAL: launch kernel @fill grid [2,1,1] block [2,1,1] (@a);

// RUN: %scopecheck ir %s --global_size=16 | FileCheck %s --check-prefix=GLOBAL
// GLOBAL: launch kernel @fill grid [4,1,1] block [4,1,1] (@a);

// RUN: %scopecheck ir %s --gridDim=3 | FileCheck %s --check-prefix=GRID
// GRID: launch kernel @fill grid [3,1,1] block [4,1,1] (@a);

// RUN: %scopecheck check %s 2>&1 | FileCheck %s --check-prefix=SAFE
// SAFE: 8 threads in 2 blocks
// RUN: sh -c '%scopecheck check %s --num_groups=3 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OOB
// OOB: error: out-of-bounds
// OOB: exit=1

__kernel void fill(__global int *a) { a[get_global_id(0)] = 1; }
