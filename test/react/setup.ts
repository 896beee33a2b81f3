// React only flushes effects synchronously inside act() when told it runs in a test environment;
// without this flag every act() of the test renderer logs a warning.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
