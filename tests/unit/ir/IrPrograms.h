//===- tests/unit/ir/IrPrograms.h - IR texts shared by the tests -*- C++
//-*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Small IR programs that several unit tests parse or print, kept in one
/// place so that the tests agree on them.
///
//===----------------------------------------------------------------------===//

#ifndef SCOPECHECK_TESTS_UNIT_IR_IRPROGRAMS_H
#define SCOPECHECK_TESTS_UNIT_IR_IRPROGRAMS_H

namespace scopecheck::ir::programs {

/// Message passing between two blocks (the example of docs/ir.md).
inline constexpr const char *MessagePassing = R"(// MP
global @data : i32;
global @flag : i32;

proc @writer() {
entry:
  store.na i32 @data, 42;
  store.rel.gpu i32 @flag, 1;
  return;
}

proc @reader() {
  var f : i32;
  var d : i32;
entry:
  f = load.acq.gpu i32 @flag;
  br f == 1, seen, done;
seen:
  d = load.na i32 @data;
  assert d == 42, "stale data";
  goto done;
done:
  return;
}

launch threads {
  thread @writer block 0;
  thread @reader block 1;
}
)";

} // namespace scopecheck::ir::programs

#endif // SCOPECHECK_TESTS_UNIT_IR_IRPROGRAMS_H
