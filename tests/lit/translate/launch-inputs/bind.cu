//--blockDim=4 --buffer in=8 --args-default
// --bind PARAM=BUFFER[+OFFSET]: a pointer parameter points into another
// parameter's buffer, as `shift<<<...>>>(d, d + 1)` does. The race between
// the two views exists only through the aliasing; both exact engines find
// it, and the aliasing is visible in the IR's launch.

// Distinct buffers (the default): safe.
// RUN: %scopecheck check %s --engine=dpor 2>&1 | FileCheck %s --check-prefix=SAFE
// RUN: %scopecheck check %s --engine=interval 2>&1 | FileCheck %s --check-prefix=SAFE
// SAFE-NOT: error:

// out = in + 1: thread t writes in[t+1], which thread t+1 reads.
// RUN: not %scopecheck check %s --bind out=in+1 --engine=dpor 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: not %scopecheck check %s --bind out=in+1 --engine=interval 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: not %scopecheck check %s --bind out=in+1 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: bind.cu:[[#WRITE:]]:3: error: data race on 'in[1]' between a write (na) of thread 0 of block 0 and a read (na) of thread 1 of block 0

// out = in (offset 0): an in-place update, each thread its own element: safe.
// RUN: %scopecheck check %s --bind out=in --engine=dpor 2>&1 | FileCheck %s --check-prefix=SAFE
// RUN: %scopecheck check %s --bind out=in --engine=interval 2>&1 | FileCheck %s --check-prefix=SAFE

// The launch passes an address inside in's object; out has no object.
// RUN: %scopecheck ir %s --bind out=in+3 | FileCheck %s --check-prefix=IR
// IR: global @in : i32[8];
// IR-NOT: global @out
// IR: global @far : i32[*];
// IR: launch kernel @shift grid [1,1,1] block [4,1,1] (@in, @in + 3, @far, @f, 0);
// RUN: %scopecheck ir %s --bind out=in+3 --bind far=in | FileCheck %s --check-prefix=IR2
// IR2: launch kernel @shift grid [1,1,1] block [4,1,1] (@in, @in + 3, @in, @f, 0);

// Bounds are those of the buffer pointed into: out = in + 5 writes in[8].
// RUN: not %scopecheck check %s --bind out=in+5 --engine=dpor 2>&1 | FileCheck %s --check-prefix=OOB
// OOB: error: out-of-bounds

// On a //-- line (the command line wins by parameter name).
// RUN: cp %s %t.cu && sed -i '1s/$/ --bind out=in+1/' %t.cu
// RUN: not %scopecheck check %t.cu --engine=dpor 2>&1 | FileCheck %s --check-prefix=RACE-TMP
// RACE-TMP: error: data race on 'in[1]'
// RUN: %scopecheck check %t.cu --bind out=in --engine=dpor 2>&1 | FileCheck %s --check-prefix=SAFE

// The symbolic engine gives every pointer its own buffer: it refuses.
// RUN: not %scopecheck check %s --bind out=in --engine=symbolic 2>&1 | FileCheck %s --check-prefix=SYMBOLIC
// SYMBOLIC: scopecheck: error: the symbolic engine does not check pointer parameters that share a buffer ('out', --bind): check a launch (--blockDim) with --engine=dpor or --engine=interval

// Errors: exit 2, naming the flag.
// RUN: not %scopecheck check %s --bind out=in+x 2>&1 | FileCheck %s --check-prefix=OFFSET
// OFFSET: scopecheck: error: invalid value 'out=in+x' in '--bind=out=in+x': offset: expected an integer between 0 and 4294967295
// RUN: not %scopecheck check %s --bind out=in-1 2>&1 | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: scopecheck: error: invalid value 'out=in-1' in '--bind=out=in-1': expected PARAM=BUFFER or PARAM=BUFFER+OFFSET
// RUN: not %scopecheck check %s --bind out=out 2>&1 | FileCheck %s --check-prefix=SELF
// SELF: scopecheck: error: invalid value 'out=out' in '--bind=out=out': a parameter cannot point into itself
// RUN: not %scopecheck check %s --bind out=in --bind out=far 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: scopecheck: error: binding of 'out' given twice
// RUN: not %scopecheck check %s --bind out=nosuch 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: '--bind out=nosuch': 'nosuch' names no parameter of kernel 'shift'
// RUN: not %scopecheck check %s --bind n=in 2>&1 | FileCheck %s --check-prefix=SCALAR
// SCALAR: error: '--bind n=in': 'n' is not a pointer parameter (type 'int')
// RUN: not %scopecheck check %s --bind out=n 2>&1 | FileCheck %s --check-prefix=SCALAR2
// SCALAR2: error: '--bind out=n': 'n' is not a pointer parameter (type 'int')
// RUN: not %scopecheck check %s --bind f=in 2>&1 | FileCheck %s --check-prefix=TYPES
// TYPES: error: '--bind f=in': 'f' (float *) and 'in' (int *) have different element types
// RUN: not %scopecheck check %s --bind out=in+9 2>&1 | FileCheck %s --check-prefix=PAST
// PAST: error: '--bind out=in+9': offset 9 is past the end of buffer 'in' (8 elements)
// RUN: not %scopecheck check %s --bind out=in --buffer out=4 2>&1 | FileCheck %s --check-prefix=BUFFER
// BUFFER: error: '--bind out=in' and '--buffer out=4' cannot be used together: 'out' has no buffer of its own; give the size of 'in'
// RUN: not %scopecheck check %s --bind out=in --bind far=out 2>&1 | FileCheck %s --check-prefix=CHAIN
// CHAIN: error: '--bind far=out': 'out' is itself bound by --bind; bind 'far' to the buffer 'in' directly
// RUN: not %scopecheck check %s --bind out=in --init out=1 2>&1 | FileCheck %s --check-prefix=INIT
// INIT: error: '--init out=1': 'out' points into the buffer of 'in' (--bind); give the contents with --init in=...
// RUN: not %scopecheck ir %s --bind out=in+1 -x ir 2>&1 | FileCheck %s --check-prefix=IRFILE
// IRFILE: error: '--bind' is not supported with an .ir input yet

__global__ void shift(int *in, int *out, int *far, float *f, int n) {
  out[threadIdx.x] = in[threadIdx.x] + 1;
}
