// Per project, so it also applies when Jest runs from the repository root (testTimeout is a
// global option there). A hang detector, not a speed check (speed is measured in bench/): the
// real-process and on-disk database tests take seconds on a quiet machine and five times that on
// CI's two cores shared with type checks and image builds (keys-cli's embedded-database test: 5.7 s
// alone, over 30 s there). Tests that start servers more than once say so and wait longer.
jest.setTimeout(90_000);
