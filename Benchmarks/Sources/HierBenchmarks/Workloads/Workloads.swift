// The workload list. Add a workload (the S1–S3 curves) by writing its builder in its own
// file and listing it here. Builders run lazily, so `--only` skips their setup too.

enum Workloads {
    static func all(config: Config) -> [(id: String, make: () -> Workload)] {
        [
            ("W1", { w1() }),
            ("W2", { w2() }),
            ("W3", { w3() }),
            ("W4", { w4() }),
            ("W5", { w5(depth: 3) }),
            ("W6", { w6() }),
            ("W7", { w7(opsPerThread: config.contentionOpsPerThread) }),
        ]
    }
}
