// The tile width of k.cu: compile_commands.json's -DTILE=4 sets it.
#ifndef TILE
#define TILE 8
#endif
