// The counter incremented with a plain read-modify-write.
//expect: data-race
__global__ void count(unsigned *counter) {
  *counter = *counter + 1;
}
