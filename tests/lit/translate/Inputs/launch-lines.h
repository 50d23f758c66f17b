// Found through the -I Inputs of launch-lines.cu's //-- line, which is
// relative to that file's directory.
#define OFFSET 0
