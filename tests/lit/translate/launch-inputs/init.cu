//--blockDim=4 --args-default --init flags=@Inputs/flags.txt
// --init NAME=VALUES: a buffer's initial contents. A data-dependent race:
// two threads write result[0] only when their flags are set, so the
// contents decide the verdict. Every form of VALUES and every error.

// The //-- line's file (relative to this file's folder): 0, 1, (blank), 1.
// RUN: not %scopecheck check %s --engine=dpor 2>&1 | FileCheck %s --check-prefix=RACE12
// RUN: not %scopecheck check %s --engine=interval 2>&1 | FileCheck %s --check-prefix=RACE12
// RACE12: init.cu:88:{{[0-9]+}}: error: data race on 'result[0]' between a write (na) of thread 1 of block 0 and a write (na) of thread 2 of block 0

// Buffers start at zero; the command line wins over the //-- line.
// RUN: %scopecheck check %s --init flags=0 2>&1 | FileCheck %s --check-prefix=SAFE
// RUN: %scopecheck check %s --init flags=0,1 --engine=dpor 2>&1 | FileCheck %s --check-prefix=SAFE
// RUN: %scopecheck check %s --init flags=0,0,0,1 --buffer flags=4 2>&1 | FileCheck %s --check-prefix=SAFE
// SAFE-NOT: error:
// RUN: not %scopecheck check %s --init flags=0,1,1 2>&1 | FileCheck %s --check-prefix=RACE12
// RUN: not %scopecheck check %s --init flags=0,1,0,1 --engine=dpor 2>&1 | FileCheck %s --check-prefix=RACE13
// RACE13: error: data race on 'result[0]' between a write (na) of thread 1 of block 0 and a write (na) of thread 3 of block 0

// Raw little-endian elements (int: 4 bytes each): 0, 1, 0, 1.
// RUN: not %scopecheck check %s --init flags=@%S/Inputs/flags-0101.bin --engine=dpor 2>&1 | FileCheck %s --check-prefix=RACE13

// iota and random:SEED need the size; random is the same for a seed.
// RUN: %scopecheck ir %s --init flags=iota --buffer flags=6 --init bytes=iota --buffer bytes=3 2>&1 | FileCheck %s --check-prefix=IOTA
// IOTA: global @flags : i32[6] = {0, 1, 2, 3, 4, 5};
// IOTA: global @bytes : i8[3] = {0, 1, 2};
// IOTA: global @scale : f32[*];
// RUN: %scopecheck ir %s --init flags=random:42 --buffer flags=4 --init scale=random:42 --buffer scale=2 --init bytes=random:1 --buffer bytes=2 > %t.random1
// RUN: %scopecheck ir %s --init flags=random:42 --buffer flags=4 --init scale=random:42 --buffer scale=2 --init bytes=random:1 --buffer bytes=2 > %t.random2
// RUN: diff %t.random1 %t.random2
// RUN: FileCheck %s --check-prefix=RANDOM < %t.random1
// The sequence is fixed (SplitMix64 from the seed): integers over the
// type's non-negative values (unsigned char: 0-255, printed as i8), floats in [0, 1).
// RANDOM: global @flags : i32[4] = {1592498451, 343404953, 598291371, 739143935};
// RANDOM: global @bytes : i8[2] = {-111, -66};
// RANDOM: global @scale : f32[2] = {0.74156487, 0.159910381};
// RUN: %scopecheck ir %s --init flags=random:43 --buffer flags=4 | FileCheck %s --check-prefix=RANDOM43
// RANDOM43: global @flags : i32[4] = {
// RANDOM43-NOT: 1592498451

// Values in the element's type: floats from a list, a .txt file or raw
// bytes (1.5f is 0x3fc00000), unsigned char up to 255.
// RUN: %scopecheck ir %s --init scale=@%S/Inputs/floats.txt --init bytes=255,0x7f,0 | FileCheck %s --check-prefix=TYPED
// TYPED: global @bytes : i8[*] = {-1, 127};
// TYPED: global @scale : f32[*] = {1.5, -2.0, 1000.0};
// RUN: %scopecheck ir %s --init scale=@%S/Inputs/one-and-half.f32 | FileCheck %s --check-prefix=RAWF
// RAWF: global @scale : f32[*] = 1.5;

// Errors: exit 2, naming the flag.
// RUN: not %scopecheck check %s --init bytes=256 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: init.cu:85:{{[0-9]+}}: error: invalid value in '--init bytes=256': value 1 '256': out of range for type 'unsigned char'
// RUN: not %scopecheck check %s --init flags=1,2147483648 2>&1 | FileCheck %s --check-prefix=RANGE-INT
// RANGE-INT: error: invalid value in '--init flags=1,2147483648': value 2 '2147483648': out of range for type 'int'
// RUN: not %scopecheck check %s --init flags=1.5 2>&1 | FileCheck %s --check-prefix=NOT-INT
// NOT-INT: error: invalid value in '--init flags=1.5': value 1 '1.5': expected an integer
// RUN: not %scopecheck check %s --init flags=1,,2 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: scopecheck: error: invalid value 'flags=1,,2' in '--init=flags=1,,2': value 2 is empty (expected a comma list of numbers, iota, random:SEED or @FILE)
// RUN: not %scopecheck check %s --init flags=1,x 2>&1 | FileCheck %s --check-prefix=WORD
// WORD: scopecheck: error: invalid value 'flags=1,x' in '--init=flags=1,x': value 2: expected an integer, a floating-point number, true or false
// RUN: not %scopecheck check %s --init flags=random:-1 2>&1 | FileCheck %s --check-prefix=SEED
// SEED: scopecheck: error: invalid value 'flags=random:-1' in '--init=flags=random:-1': seed: expected a non-negative integer
// RUN: not %scopecheck check %s --init flags=@ 2>&1 | FileCheck %s --check-prefix=AT
// AT: scopecheck: error: invalid value 'flags=@' in '--init=flags=@': expected a file name after '@'
// RUN: not %scopecheck check %s --init flags= 2>&1 | FileCheck %s --check-prefix=NOVAL
// NOVAL: scopecheck: error: invalid value 'flags=' in '--init=flags=': missing value after 'flags='
// RUN: not %scopecheck check %s --init flags=1 --init flags=2 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: scopecheck: error: initial contents of 'flags' given twice
// RUN: not %scopecheck check %s --init flags=iota 2>&1 | FileCheck %s --check-prefix=SIZE
// SIZE: error: '--init flags=iota': 'iota' needs the size of buffer 'flags': give it with --buffer flags=N
// RUN: not %scopecheck check %s --init flags=random:3 2>&1 | FileCheck %s --check-prefix=SIZE-RANDOM
// SIZE-RANDOM: error: '--init flags=random:3': 'random' needs the size of buffer 'flags': give it with --buffer flags=N
// RUN: not %scopecheck check %s --init flags=1,1,1 --buffer flags=2 2>&1 | FileCheck %s --check-prefix=LONG
// LONG: error: invalid value in '--init flags=1,1,1': 3 values for a buffer of 2 elements
// RUN: not %scopecheck check %s --init n=1 2>&1 | FileCheck %s --check-prefix=SCALAR
// SCALAR: error: '--init n=1': 'n' is not a pointer parameter (type 'int')
// RUN: not %scopecheck check %s --init nosuch=1 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: '--init nosuch=1': 'nosuch' names no parameter of kernel 'k'
// RUN: not %scopecheck check %s --init flags=@%S/Inputs/missing.txt 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: invalid value in '--init flags=@{{.*}}missing.txt': cannot open file '{{.*}}missing.txt': no such file or directory
// RUN: not %scopecheck check %s --init flags=@%S/Inputs/ten-bytes.bin 2>&1 | FileCheck %s --check-prefix=BYTES
// BYTES: error: invalid value in '--init flags=@{{.*}}ten-bytes.bin': '{{.*}}ten-bytes.bin' has 10 bytes, not a multiple of the 4-byte elements of type 'int'
// RUN: not %scopecheck check %s --init flags=@%S/Inputs/bad-line.txt 2>&1 | FileCheck %s --check-prefix=LINE
// LINE: error: invalid value in '--init flags=@{{.*}}bad-line.txt': '{{.*}}bad-line.txt' line 3: 'seven': expected an integer

__global__ void k(int *flags, int *result, unsigned char *bytes, float *scale,
                  int n) {
  if (flags[threadIdx.x])
    result[0] = threadIdx.x;
}
