import { checkStreamedExamples } from '../../../tests/unit/streamed-spec-check';

checkStreamedExamples(3);
