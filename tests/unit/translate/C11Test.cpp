//===- tests/unit/translate/C11Test.cpp - C11/pthreads front-end ---------===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Unit tests of translateC11Source (docs/c11-support.md): the launch main's
/// pthread_create calls make, the blocks GPUMC's markers choose, the IR of
/// C11 atomics, `_Atomic` operators, mutexes and scope markers, main's
/// code after its joins, and the diagnostics of what is not modelled.
///
//===----------------------------------------------------------------------===//

#include "translate/Translate.h"

#include "ir/Diagnostic.h"
#include "ir/IR.h"
#include "ir/Printer.h"
#include "ir/Verifier.h"

#include <gtest/gtest.h>

#include <sstream>

using namespace scopecheck;
using namespace scopecheck::translate;

namespace {

struct Result {
  std::unique_ptr<ir::Program> Prog;
  std::string Diags;
  std::string Text; ///< the printed program, without locations
};

Result translateC(const std::string &Code) {
  ir::DiagnosticEngine Diags;
  Result R;
  R.Prog = translateC11Source(Code, "test.c", TranslateOptions(), Diags);
  std::ostringstream OS;
  Diags.print(OS);
  R.Diags = OS.str();
  if (R.Prog) {
    ir::DiagnosticEngine VerifierDiags;
    EXPECT_TRUE(ir::verifyProgram(*R.Prog, VerifierDiags));
    ir::PrintOptions PO;
    PO.Locations = false;
    R.Text = ir::printProgram(*R.Prog, PO);
  }
  return R;
}

const char *const Prelude = "#include <pthread.h>\n"
                            "#include <stdatomic.h>\n"
                            "#include <assert.h>\n";

TEST(C11, LoopCreatesOneThreadPerIterationWithItsArgument) {
  Result R = translateC(std::string(Prelude) + R"(
atomic_int x[3];
void *t(void *arg) {
  long i = (long)arg;
  atomic_store_explicit(&x[i], 1, memory_order_relaxed);
  return NULL;
}
int main(void) {
  pthread_t th[3];
  for (int i = 0; i < 3; i++)
    pthread_create(&th[i], NULL, t, (void *)(long)(i * 2));
  for (int i = 0; i < 3; i++)
    pthread_join(th[i], NULL);
  return 0;
})");
  ASSERT_TRUE(R.Prog) << R.Diags;
  const ir::Launch &L = R.Prog->Run;
  ASSERT_EQ(L.K, ir::Launch::Kind::Threads);
  ASSERT_EQ(L.Threads.size(), 3u); // no @main: nothing after the joins
  for (unsigned K = 0; K < 3; ++K) {
    EXPECT_EQ(R.Prog->Procs[L.Threads[K].Proc].Name, "t");
    EXPECT_EQ(L.Threads[K].BlockIdx, 0u);
    ASSERT_EQ(L.Threads[K].Args.size(), 1u);
    EXPECT_EQ(L.Threads[K].Args[0]->Bits, uint64_t(2 * K));
  }
  EXPECT_NE(R.Text.find("proc @t(arg : i64)"), std::string::npos) << R.Text;
  EXPECT_NE(R.Text.find("store.rlx.sys i32"), std::string::npos) << R.Text;
}

TEST(C11, MainAfterTheJoinsWaitsForEveryThread) {
  Result R = translateC(std::string(Prelude) + R"(
int r;
void *t(void *arg) { r = 1; return NULL; }
int main(void) {
  pthread_t a;
  pthread_create(&a, NULL, t, NULL);
  pthread_join(a, NULL);
  assert(r == 1);
  return 0;
})");
  ASSERT_TRUE(R.Prog) << R.Diags;
  const ir::Launch &L = R.Prog->Run;
  ASSERT_EQ(L.Threads.size(), 2u);
  EXPECT_EQ(R.Prog->Procs[L.Threads[1].Proc].Name, "main");
  EXPECT_EQ(L.Threads[1].BlockIdx, 1u); // a block of its own
  EXPECT_NE(R.Text.find("store.rel.sys i32 @pthread_join.done"),
            std::string::npos)
      << R.Text;
  EXPECT_NE(R.Text.find("= load.acq.sys i32 @pthread_join.done[0]"),
            std::string::npos)
      << R.Text;
  EXPECT_NE(R.Text.find("assume done == 1"), std::string::npos) << R.Text;
}

TEST(C11, ConstantStoresBeforeTheThreadsAreInitialValues) {
  Result R = translateC(std::string(Prelude) + R"(
atomic_int x;
int a[4];
void *t(void *arg) { return NULL; }
int main(void) {
  atomic_init(&x, 5);
  for (int i = 1; i < 3; i++)
    a[i] = i + 10;
  pthread_t h;
  pthread_create(&h, NULL, t, NULL);
  return 0;
})");
  ASSERT_TRUE(R.Prog) << R.Diags;
  EXPECT_NE(R.Text.find("global @x : i32 = 5;"), std::string::npos) << R.Text;
  EXPECT_NE(R.Text.find("global @a : i32[4] = {0, 11, 12};"),
            std::string::npos)
      << R.Text;
}

TEST(C11, ScopeMarkerAppliesToTheNextAtomicOnly) {
  Result R = translateC(std::string(Prelude) + R"(
void __VERIFIER_memory_scope_work_group();
atomic_int x, y;
void *t(void *arg) {
  __VERIFIER_memory_scope_work_group();
  atomic_store_explicit(&x, 1, memory_order_release);
  atomic_store_explicit(&y, 1, memory_order_release);
  return NULL;
}
int main(void) {
  pthread_t h;
  pthread_create(&h, NULL, t, NULL);
  return 0;
})");
  ASSERT_TRUE(R.Prog) << R.Diags;
  EXPECT_NE(R.Text.find("store.rel.cta i32 @x, 1"), std::string::npos)
      << R.Text;
  EXPECT_NE(R.Text.find("store.rel.sys i32 @y, 1"), std::string::npos)
      << R.Text;
}

TEST(C11, AtomicOperatorsAreSeqCstAndIncrementIsOneRmw) {
  Result R = translateC(std::string(Prelude) + R"(
_Atomic int c;
int seen;
void *t(void *arg) {
  c++;
  c += 3;
  seen = c;
  return NULL;
}
int main(void) {
  pthread_t h;
  pthread_create(&h, NULL, t, NULL);
  return 0;
})");
  ASSERT_TRUE(R.Prog) << R.Diags;
  EXPECT_NE(R.Text.find("rmw.add.sc.sys i32 @c, 1"), std::string::npos)
      << R.Text;
  EXPECT_NE(R.Text.find("rmw.add.sc.sys i32 @c, 3"), std::string::npos)
      << R.Text;
  EXPECT_NE(R.Text.find("load.sc.sys i32 @c"), std::string::npos) << R.Text;
  EXPECT_EQ(R.Text.find("store.sc.sys i32 @c"), std::string::npos)
      << "an increment must not be a load and a store:\n"
      << R.Text;
}

TEST(C11, MutexIsAnAcquireCasThatMustSucceedAndAReleaseStore) {
  Result R = translateC(std::string(Prelude) + R"(
pthread_mutex_t m;
int n;
void *t(void *arg) {
  pthread_mutex_lock(&m);
  n++;
  pthread_mutex_unlock(&m);
  return NULL;
}
int main(void) {
  pthread_t h;
  pthread_create(&h, NULL, t, NULL);
  return 0;
})");
  ASSERT_TRUE(R.Prog) << R.Diags;
  EXPECT_NE(R.Text.find("= cas.acq.sys i32 @m, 0, 1"), std::string::npos)
      << R.Text;
  EXPECT_NE(R.Text.find("assume t == 0"), std::string::npos) << R.Text;
  EXPECT_NE(R.Text.find("store.rel.sys i32 @m, 0"), std::string::npos)
      << R.Text;
}

TEST(C11, ThreadDataStructurePlacesEachThreadInItsGroup) {
  Result R = translateC(std::string(Prelude) + R"(
void __VERIFIER_thread_group_id(int a);
struct ThreadData { int local_id; int group_id; };
pthread_barrier_t bar[2];
void *k(void *arg) {
  struct ThreadData *td = (struct ThreadData *)arg;
  int g = td->group_id;
  __VERIFIER_thread_group_id(g);
  pthread_barrier_wait(&bar[g]);
  return NULL;
}
int main(void) {
  pthread_t th[4];
  struct ThreadData info[4];
  for (int g = 0; g < 2; g++)
    pthread_barrier_init(&bar[g], NULL, 2);
  for (int i = 0; i < 4; i++) {
    info[i].local_id = i % 2, info[i].group_id = 1 - i / 2;
    pthread_create(&th[i], NULL, k, (void *)&info[i]);
  }
  return 0;
})");
  ASSERT_TRUE(R.Prog) << R.Diags;
  const ir::Launch &L = R.Prog->Run;
  ASSERT_EQ(L.Threads.size(), 4u);
  // Groups 1, 1, 0, 0: sorted group numbers are the blocks.
  EXPECT_EQ(L.Threads[0].BlockIdx, 1u);
  EXPECT_EQ(L.Threads[1].BlockIdx, 1u);
  EXPECT_EQ(L.Threads[2].BlockIdx, 0u);
  EXPECT_EQ(L.Threads[3].BlockIdx, 0u);
  ASSERT_EQ(L.Threads[2].Args.size(), 2u);
  EXPECT_EQ(L.Threads[2].Args[0]->Bits, 0u); // local_id
  EXPECT_EQ(L.Threads[2].Args[1]->Bits, 0u); // group_id
  EXPECT_NE(R.Text.find("proc @k(arg.local_id : i32, arg.group_id : i32)"),
            std::string::npos)
      << R.Text;
  EXPECT_NE(R.Text.find("barrier.cta"), std::string::npos) << R.Text;
}

TEST(C11, NotModelledConstructsAreDiagnosedAtTheirLocation) {
  Result R = translateC(std::string(Prelude) + R"(
int x;
void *t(void *arg) { return NULL; }
int main(void) {
  pthread_t h;
  pthread_create(&h, NULL, t, NULL);
  x = 2;
  pthread_join(h, NULL);
  return 0;
})");
  EXPECT_FALSE(R.Prog);
  EXPECT_NE(R.Diags.find("test.c:10:3: error: main writing a global while "
                         "its threads run is not supported"),
            std::string::npos)
      << R.Diags;
}

} // namespace
