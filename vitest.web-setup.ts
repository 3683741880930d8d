import { configure } from '@testing-library/dom';

// findBy*/waitFor wait for what the user would eventually see; on a loaded two-core machine (CI runs the two
// projects side by side) a lazily loaded chunk such as sonner can take more than the default second to arrive.
configure({ asyncUtilTimeout: 5_000 });
