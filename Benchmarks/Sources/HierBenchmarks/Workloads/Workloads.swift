// The workload list: W1–W13 and MISS (the main table) and the scale curves S1–S4 (their own table).
// Add one by writing its builder in its own file and listing it here. Builders run lazily,
// so `--only` skips their setup too.

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
            ("W8", { w8() }),
            ("W9", { w9() }),
            ("W10", { w10() }),
            ("W11", { w11() }),
            ("W12", { w12() }),
            ("W13", { w13() }),
            ("MISS", { miss() }),
            ("S1", { s1(others: [10, 1_000, 10_000]) }),
            ("S2", { s2(depths: [0, 1, 4, 16]) }),
            ("S3", { s3(children: [1, 10, 100, 1_000]) }),
            ("S4", { s4(levels: [2_000, 4_000]) }),
        ]
    }
}
