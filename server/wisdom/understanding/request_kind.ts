/**
 * What kind of answer a message asks for (ISSUE 17), read from how people ask: the answer plan
 * (server/wisdom/plans/) follows from it. Pure; the caller says what the message names (references,
 * concepts, people, practices) and whether there is an earlier reply to follow up on.
 */
export type RequestKind =
  | "explain"
  | "fact"
  | "concept"
  | "comparison"
  | "steps"
  | "feeling"
  | "follow-up"
  | "greeting"
  | "thanks"
  | "identity"
  | "out-of-scope"
  | "not-in-library"
  | "general";

export type Named = {
  references: number;
  concepts: number;
  /** How many of the concepts named a sentence of the message names itself. */
  conceptsIn?: (sentence: string) => number;
  people: number;
  practices: number;
  books: number;
  /** A text or version the library does not hold ("the Heart Sutra", "the NIV"). */
  missing: boolean;
  /** A subject outside the guide's purpose (code, weather, sport...). */
  outOfScope: boolean;
  /** What is out of scope is a subject we name ("which horse wins"), not only something we hold nothing on. */
  outOfScopeSubject?: boolean;
  /** Feelings and situations the message speaks of in the first person. */
  situations: number;
  personal: boolean;
  /** There is an earlier reply in the conversation. */
  hasPrevious: boolean;
  /** What the message names belongs to both traditions (Buddha nature and the soul). */
  crossTradition?: boolean;
  /** The earlier reply set the two traditions side by side. */
  afterComparison?: boolean;
};

const rivalry =
  /\bwho(?:'?s| is| was| would be)? (?:better|greater|stronger|wiser|holier|more (?:powerful|enlightened|important|right|compassionate|loving|kind|holy|wise|good|spiritual|perfect))\b|\bwho (?:would|will|'?d) win\b|\b(?:better|greater|stronger|wiser|holier)\b[^?]{0,30}\b(?:jesus|christ|god)\b[^?]{0,10}\bor\b|\bwhich (?:is|was) (?:better|greater|holier|wiser)\b/i;
/** "Which one should I do?": a choice between the two asked of the guide, which takes no side. */
const choiceAsked =
  /\bwhich (?:(?:one|of (?:them|the two|those|these)|(religion|tradition|faith|path)) )?(?:should|do|would|could|must) (?:i|we|you) (?:do|try|practi[cs]e|choose|pick|follow|go with|start with|take|join|believe|prefer|like)\b|^(?:(?:so|and|but|ok(?:ay)?)[, ]+)?which (?:one |of (?:them|the two|those|these) )?(?:is|s|seems) (?:more|most|better|best|worse|worst|easier|harder|truer|wiser|kinder|true|real|right|correct|the (?:truth|true one|right one|real one))\b/i;

/** A ranking of religions asked of the guide ("what's the best religion", "which religion is the true one"). */
export const religionsRanked =
  /\b(?:what(?:'s| is|s)|which(?: is)?) the (?:best|truest|right|correct|one true|only true|true) (?:religion|faith)\b|\bwhich (?:religion|faith) is (?:the )?(?:best|true|truest|right|correct|the true one|the right one)\b|\bis (?:there )?(?:one|only one) true (?:religion|faith)\b/i;

const greeting =
  /^(?:(?:yo+|he+y+|hi+|oh|ok(?:ay)?)[\s,!.]+)?(?:hi+|hel+o+|he+y+|hiya+|howdy|greetings|good (?:morning|afternoon|evening|day)|namaste|shalom|peace be (?:with you|unto you|upon you)|peace|yo+|su+p|wh?at'?s (?:up|good|new|happening|poppin|crackin)|wassup|wazzup|hola|buen(?:os|as) (?:d[ií]as|tardes|noches)|buenas|bonjour|g'?day|(?:as-?)?salaa?m(?:u|o)? ?(?:alaikum|alaykum|aleikum)|salaa?m|shalom aleichem|sat sri akal|konnichiwa|ciao|ola|oi|nam[- ]?myoho[- ]?renge[- ]?kyo|(?:many |warm )?blessings(?: (?:to|upon|on) (?:you|all|everyone))?)\b(?:[\s!.,?:;()\-]|\p{Extended_Pictographic}|\uFE0F)*(?:there|friend|bodhisattva|guide|everyone|all|again)?(?:[\s!.,?:;()\-pPD3<]|\p{Extended_Pictographic}|\uFE0F)*$/iu;
const thanks =
  /^(?:(?:ok(?:ay)?|great|cool|wow|amen|beautiful|lovely|perfect|nice|awesome|brilliant|oh)[,.! ]*)*(?:thank(?:s| you)|thx|ty|cheers|much appreciated|i appreciate|that (?:helps|helped|was helpful|is helpful)|bless you|god bless|appreciate it)\b|^(?:(?:ok(?:ay)?|actually|alright|well)[,.! ]*)*(?:(?:never ?mind|that'?s all)[^?]{0,40})?\b(?:bye|goodbye|good ?night|see you|farewell|take care|god bless|gotta go|got to go|talk (?:later|soon))\b/i;
/** Taken gladly, with nothing more asked ("that's helpful", "I'll try that tonight", "I feel better already"). */
const acknowledged =
  /^(?:(?:ok(?:ay)?|great|cool|wow|amen|oh|yes|yeah|thanks?)[,.! ]*)*(?:that(?:'?s| is| was) (?:really |so |very )?(?:helpful|useful|great|good|beautiful|lovely|perfect|wonderful|comforting)|that makes (?:a lot of |so much )?sense|i(?:'?ll| will) (?:try|do|give) (?:that|it|this|them)(?: a (?:go|try|shot))?(?: tonight| today| tomorrow)?|i feel (?:a (?:bit|little|lot) |much |so much )?better(?: already| now)?|i (?:tried|did) (?:it|that|this)(?: (?:last night|yesterday|today|this morning))?,? and it (?:really )?(?:helped|worked))[\s.!]*$/i;
const identity =
  /\b(?:am i|are we) (?:really )?(?:writing|talking|speaking|chatting|texting) (?:to|with) (?:a |an )?(?:real|actual|living|live) (?:\w+ )?(?:chaplain|pastor|priest|monk|nun|person|human|counsel+or|minister|leader)\b|\b(?:whose|which) side (?:are|r) (?:you|u) on\b|\b(?:do|did) (?:you|u) (?:have|follow|practi[cs]e) (?:a |any )?religion\b|\b(?:pretend|act|speak|talk|role ?play|roleplay)\b[^.?!]{0,40}\b(?:the prophet \w+|prophet isa|isa)\b|\b(?:jesus|god|lord|christ|buddha|nichiren)[,!.]? (?:is|are) (?:that|this|it) (?:really |actually )?(?:you|u)\b|\bis (?:that|this|it) (?:really |actually )?(?:you|u),? (?:jesus|god|lord|christ|buddha|nichiren)\b|\b(?:this|it|that) is (?:really |actually |literally |truly )?(?:jesus|god|the lord|christ|the holy spirit|the spirit|an angel|mary|the buddha|buddha) (?:speaking|talking|answering|writing) (?:to me |through )|\bis (?:this|it|that) (?:really |actually |literally |truly )?(?:jesus|god|the lord|christ|the holy spirit|the buddha|buddha|nichiren)(?: (?:himself|talking|speaking|answering|writing|replying|texting|on the other end|here))*(?=\s*(?:[?.!,]|$))|\b(?:try(?:ing)? to|going to|gonna|want(?:s)? to|here to) convert (?:me|us|people)\b|\btrust (?:anything|what|a word|any of what|whatever) (?:you|u) (?:say|tell me|said)\b|\bhow (?:do|would|can|could) (?:you|u) (?:even |actually |really )?know (?:any of |all of )?(?:that|this|it|those|these|so much|all (?:that|this))(?=\s*[?.!]*$)|\bam i (?:really )?(?:talking|speaking|chatting|praying) (?:to|with) (?:jesus|god|the lord|christ|the buddha|a real|a human|a person|an ai|a bot|a robot|a machine|someone real)\b|^(?:(?:please|pls|plz)[,]? )?(?:pray|chant) (?:for|with) (?:me|us|my|him|her|them)\b|\b(?:what|which(?: one| of them)?|who) (?:do|did) (?:you|u) (?:(?:actually|really|personally|yourself) )?(?:believe|follow|practi[cs]e|worship|pray to)\b|\bhave (?:you|u) (?:ever |yourself )?(?:prayed|chanted|meditated|tried|been to|believed|doubted|struggled|lost|grieved|forgiven)\b|\bhow long did it take (?:for )?(?:you|u)\b|\b(?:did|does|has) (?:it|that|this|chanting|prayer|praying|meditation|meditating) (?:ever )?(?:work|worked|help|helped) (?:for|with) (?:you|u)\b|\bwhat do (?:you|u) do when (?:you|u)\b|\bwhat (?:should|do|can|shall) (?:i|we) call (?:you|u)\b|\b(?:who|what) (?:are|r) (?:you|u)\b|(?:^|[.!?]\s*|\b(?:so|but|and|then|ok|okay|wait|hey|hi|yo|hello|um+)\s+)(?:are|r) (?:you|u)\b|\b(?:you(?:'re| are|re)|ur|u r) (?:(?:basically|actually|just|really|like|kind of|sort of|some kind of) )*(?:a |an |the |my )?(?:jesus(?:'s)?|god|the buddha|buddha|nichiren|maitreya|bodhisattva|enlightened|holy|prophet|messiah|angel|real|human|person|ai|bot|robot|chatbot|chatgpt|gpt|program|computer|machine|assistant|guru|teacher|pastor|priest|monk|christian|buddhist|hindu|muslim)\b|(?:^|[.!?,;]\s*|\b(?:so|but|and|then|ok|okay)\s+)(?:do|can|could|would|will|did) (?:you|u) (?:(?:actually|really|even|ever|personally|at least) )?(?:have (?:feelings|emotions|a soul|faith|beliefs?)|feel|believe|pray|meditate|chant|love|dream|know god|go to church|worship|sleep|remember|care|bless|understand me)\b|\b(?<!\b(?:me|i|we|us|him|her|them|he|she|they)(?: to| want to| wanted to| could| can| will| would| should| might| must)? )(?:pretend|act|speak|talk|answer|reply|respond|role ?play|roleplay|be|play|channel|write) (?:to me |for me |me )?(?:to be |as |like |in the voice of )?(?:if you (?:were|are) )?(?:jesus|god|christ|the buddha|buddha|nichiren|mary|the virgin mary|moses|paul|a saint|(?:saint|st\.?) \w+|the holy spirit|satan|the devil|a priest|a pastor|a monk)\b|\bin (?:his|her|their) (?:own )?voice\b|\b(?:(?:pretend|act|speak|talk|answer|reply|respond|role ?play|roleplay|channel|write) (?:to me |for me )?(?:to be|as|like|in the voice of)|be|play) (?:if you (?:were|are) )?my [\w ]{2,20}\b|\b(?:you are now|from now on you are|i want you to be|be my) (?:jesus|god|the buddha|buddha|nichiren|my \w+)\b|\b(?:your name|who (?:made|created|built|programmed|runs) you|how do you work|what model|which model|is this (?:chatgpt|gpt|an ai|a bot|ai|real)|chatgpt|an? ai model|language model|llm|where do your answers come from|make (?:stuff|things|it) up|what (?:else )?can you (?:actually |really )?do|what are you for|what is this(?: app| site| place| thing| chat)?(?=\s*[?.!]*$)|^(?:(?:so|ok(?:ay)?|and|but|hey|hi|um+)[, ]+)?how (?:does|do) (?:this|it|you) work(?=\s*[?.!]*$)|how (?:does|do) (?:you|this (?:app|site|chat|thing)) work(?=\s*[?.!]*$)|^(?:(?:so|ok(?:ay)?|and|but|hey|hi|um+)[, ]+)?how (?:do|can|should) i use (?:this|it|you|the (?:app|site|chat))(?=\s*[?.!]*$)|how (?:do|can|should) i use (?:you|this (?:app|site|chat)|the (?:app|site|chat))(?=\s*[?.!]*$)|what (?:else )?(?:can|could|do) (?:you|u) (?:actually |really )?help (?:me |us |people )?with(?: (?:then|exactly|here|today|anyway))?(?=\s*[?.!]*$)|how (?:can|could|do|might) (?:you|u) help(?: me| us)?(?=\s*[?.!]*$)|(?:can|could|will) you (?:at least )?bless me|bless me|call you a|you a (?:bodhisattva|bot|ai)|channel(?:l)?ing|(?:would|will|could) you (?:even |ever )?admit|trust (?:the |your )?(?:quotes|answers|you|what you say)|be (?:kannon|guanyin|avalokiteshvara|mary|a bodhisattva|her|him) for me|(?:do|can|could) you speak for|(?:would|will|could) you (?:even |ever )?(?:tell me if|admit|say if)|lean (?:one way|towards?)|take sides|your (?:own )?(?:opinion|view|take|favou?rite)|(?:do|did) (?:you|u) have (?:a |any )?favou?rites?|which (?:do|would) you (?:choose|pick|prefer|follow)|(?:makes?|seems?|sounds?) (?:more |most )?(?:sense|true|right|convincing|better|best|nicer|truer|wiser) to (?:you|u)|\bis (?:buddhism|christianity|nichiren buddhism|the bible|the lotus sutra|jesus|the buddha) (?:better|truer|more true|superior|wiser|worse|inferior) than\b|what do (?:you|u) (?:really |actually |honestly |personally )?think(?: about (?:it|that|this))?(?=\s*[?.!]*$)|which (?:one|religion|tradition|faith|path|side|view|of (?:them|the two|those)) (?:(?:do|would) (?:you|u) (?:think|believe|feel|say) )?(?:is|s|seems) (?:right|true|truer|correct|better|fairer|kinder|wiser|more (?:fair|just|loving|compassionate|merciful|realistic|hopeful|true)|the right one|the true one)|what do you personally (?:think|believe))\b/i;
const steps =
  /\b(?:how (?:do|does|can|should|could|would) (?:a (?:buddhist|christian|believer|nichiren buddhist|catholic)|buddhists|christians) (?:handle|deal with|cope with|respond to|react to|approach|get through|forgive|pray for|stop|start|face|live with)\b|how (?:am i|are we) (?:even )?(?:supposed|meant|expected) to (?:pray|chant|meditate|read|study|practi[cs]e|fast|keep|find time|make time|do (?:gongyo|my|it|this|that))\b|how (?:do|can|should|could|would) (?:a|an) (?:[\w-]+ ){0,3}(?:person|believer|parent|mom|mum|dad|student|worker|beginner) (?:actually |really |even |still )?(?:practi[cs]e|start|begin|pray|chant|meditate|live out|keep|build|stay|fit|make time|find time|use)\b|how (?:do|can|should|could|would) (?:i|we|one|you|u|ya|someone|people|ppl|folks|a beginner|beginners|a newcomer|someone new|a new believer|a couple|couples|a family|families|parents|my (?:wife|husband|partner|family) and i)(?! (?:even |really |ever |possibly )?know (?:if|whether|that|for sure|god|it|what|which)\b)|(?:need|want|looking for) (?:something|anything|a way) (?:to help (?:me )?|that helps? (?:me )?)|how to(?! feel\b)|what (?:can|should|could|do) (?:i|we) (?:actually |really |even )?do(?= about\b)|what (?:can|should|could) (?:i|we) (?:actually |really |even |\w+ly )?(?:do|try)|\b(?:is there|any|what(?:'s| is)) (?:a |the )?(?:sensible|good|simple|practical|realistic|wise|healthy|right|better|gentle|best) way to (?:go about|handle|approach|do) (?:it|this|that)\b|(?:don'?t|never|do not) (?:really |ever )?know what to (?:say|write)\b|\b(?:idk|dunno|no idea) what to (?:even )?(?:say|write|pray|put)\b|\bwhat (?:do|would|will|should) (?:i|we) (?:actually |really )?need to (?:do|bring|know|wear|say)\b|\bwhat (?:do|should) (?:i|we) do so (?:that )?(?:i|we) (?:don'?t|do not|won'?t|dont)\b|\b(?:some|a few|any|small|little|simple|practical) (?:small |little |simple |practical |daily )?(?:things|ways|habits) (?:i|we) (?:can|could|might|should) (?:do|try|practi[cs]e)\b|how (?:do|can|should|could) me and my \w+|(?:want|wish|would like|ready|trying|decided) to [^.?!]{3,60}[,.;:]? (?:so |but |and )?what (?:do|must|next) (?:i|we)(?: do)?\b|what (?:do|can|should|could) (?:i|we) (?:say|text|write|tell) (?:to )?(?:him|her|them|my|our|someone|somebody|a friend|people|a (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)[- ](?:year|yr)[- ]old|the (?:kids|children))\b|what (?:do|should|can|could) (?:i|we) (?:say|write|read) (?:at|for|in) (?:the |her |his |their |my |a |an )?(?:[\w-]+'s )?(?:funeral|memorial|wake|eulogy)\b|(?:what (?:happens|goes on|do (?:people|you|they|we) do)|what (?:should|do|can|will|would) (?:i|we) expect) (?:at|in|during) (?:a|an|the|my|your|our) (?:[\w-]+ ){0,3}?(?:meeting|service|mass|liturgy|temple|church|retreat|bible study|study group|prayer group|worship)s?\b|\b(?:meeting|service|mass|liturgy|temple|church|retreat|worship)\b[^?]{0,60}\bwhat (?:should|do|can|will|would) (?:i|we) expect\b|(?:give me|got|suggest|recommend|is there|need|want|any) (?:something|anything) (?:i can |i could |i should |to )?(?:do|try)\b|(?:something|anything|(?:quick|simple|small|little|easy|short|tiny|good) (?:[\w-]+ )?thing) (?:i|we) (?:can|could|should|might) (?:do|try)|help me (?:build|make|create|plan|start|set up|design|put together|stop|quit|deal with|cope with|handle|get over|calm down|break|(?:get to |fall )?sleep|fall asleep|relax|unwind|wind down|settle|rest|breathe|focus|slow down)|\b(?:a|the) (?:christian|buddhist|spiritual|biblical|healthy|practical|godly|faithful) way to (?:handle|deal|cope|manage|approach|respond|get through|stop|start|face|live|talk|pray|forgive|grieve)\b|(?:need|want|give me|make|build|suggest|write|set up|create|recommend|looking for)\s+(?:me\s+)?(?:a|my|some)\s+(?:[\w-]+\s+)?(?:routine|plan|rhythm)|(?:morning|evening|daily|bedtime|prayer|simple|spiritual|weekly|nightly|short|quick)(?: [\w-]+){0,2} (?:routine|plan|rhythm)|\b(?:a|my) (?:routine|plan|rhythm) (?:for|to)\b|give me (?:\d+|two|three|four|five) (?:things|ways|steps|tips)|(?:\d+|two|three|four|five) (?:things|ways) (?:i|to) (?:can )?(?:do|try)|where do i (?:even )?(?:start|begin)|what (?:do|should) (?:i|we) (?:actually |really )?do (?:during|in|at|before|after) (?:a |an |the |my |our )?\w+|practically speaking|(?:don'?t|do not) (?:really |even )?know (?:where|how) to (?:start|begin)|no idea (?:where|how) to (?:start|begin)|(?:don'?t|do not) (?:really |even )?know how to (?:pray|chant|meditate|fast|do gongyo|read (?:the bible|scripture|the lotus sutra)|study (?:the bible|scripture|the gosho))\b(?![^.?!]*\b(?:any ?more|since|after|because|now that)\b)|\bpray\w*\b[^.?!]{0,40}\b(?:don'?t|do not) (?:really |even )?know what to (?:say|pray)\b|what (?:do|should) (?:i|we) do (?:when|whenever|if)\b(?! (?:god|jesus|christ|the lord|the buddha|heaven)\b)|give me (?:the |some |a few |simple |easy |practical )?(?:steps|tips|ways|a way|a practice|an exercise|a routine|a plan|ideas)|steps (?:to|for)|tips (?:to|for|on)|(?:quick|some|any|practical|a few|simple) tips|(?:give me|have you got|got) (?:something|anything) (?:for|to help with|that helps with) (?:the |my |this )?\w+|(?:something|anything) (?:to|i can do to|for) (?:start|begin|end|close) (?:the|my) day|teach me (?:to|how)|show me how|guide me (?:through|in|to)|(?:(?:need|want|looking for|give me|write me|send me|compose) )?(?:a|an|some|any) (?:(?:simple|short|quick|little|tiny|good|daily|easy|gentle|\d+[- ]minutes?|(?:one|two|three|five|ten)[- ]minutes?) )*(?:practice|meditation|exercise|mantra|ritual|routine|reset|breather|pause|break) (?:for|to|when|i can|before|after|during|at)|(?:need|want|looking for|give me|teach me|show me|suggest|recommend) (?:a|an|some|one) (?:[\w-]+ ){1,2}(?:practice|meditation|exercise|ritual|routine)s?\b|(?:need|want|looking for|give me|write me|send me|compose) (?:a|an|some) (?:simple |short |quick |little |good |daily )?prayer (?:for|to|when|i can|before|after|during|at)|(?:walk|talk|take|run) (?:me|us) through|(?:good|simple|best|easy|practical|gentle) ways? (?:to|of) (?:start|begin|end|close|spend|pray|practi[cs]e|deal|cope|handle|calm|slow)|a practice (?:for|to)|a simple practice|(?:a|one) (?:simple |quick |short |easy |small |little |good |gentle )*(?:daily |morning |evening |nightly |weekly )practice (?:for|to|i can|that)|(?:one|a|some|any) (?:[\w-]+ ){0,2}(?:practice|exercise|habit|routine|ritual|review)s? (?:i|we) (?:could|can|might|should) (?:try|do|start|use)|(?:give me|can (?:you|u) give me|need|want|looking for) (?:a|an|some) (?:[\w-]+ ){0,3}(?:practice|routine|review|exercise|ritual) (?:to do|i can do|for|before|after|at)\b|exercise (?:for|to)|ways to|routine for|can you give me (?:a|some) (?:practice|steps|way)|make it shorter|shorter version|step[- ]by[- ]step|\bsteps? (?:please|pls|plz|would help|would be (?:good|great|helpful|nice|useful)|might help|help)\b|\b(?:give|gimme|send) me (?:a |the )?step\b|\b(?:passo a passo|paso a paso)\b|\b(?:any|some|a good|good|the best|a simple) (?:methods?|techniques?|tricks?|system)\b(?=\s*(?:\?|$|for|to|that))|\b(?:laid|lay it|spell it|set it|break it) (?:out|down) (?:clearly|simply|plainly|for me|step)|\bwhat do (?:i|we) (?:actually |really |even )?(?:do|say)(?: and (?:say|do))?(?=\s*(?:\?|$))|\bhow does (?:one|someone|a person|a beginner) (?!know\b)|\bhow (?:i|we) (?:can|could|should) (?!(?:know|tell|be sure)\b)\w+|\b(?:(?!12\b)\d{1,2}(?: ?(?:-|to|or) ?\d{1,2})?|two|three|four|five|six|seven|eight|nine|ten) (?:[\w-]+ )?steps\b|(?:give me|need|want|looking for|is there|any) (?:a|an|one|some) (?:[\w-]+ ){1,2}(?:i|we) (?:can|could) (?:do|try|use)\b|\bwhat (?:do|should|can) (?:i|we) (?:actually |really )?do\b[^.?!]{0,40}\b(?:concretely|in order|step by step|numbered)\b|\b(?:what|which|any|some|simple|small|practical|concrete|daily|few|first|next) (?:[\w-]+ ){0,3}steps\b|what (?:should|can|could|do|must) (?:i|we) (?:be )?doing\b|\b(?:a|some|one|any) (?:[\w-]+ ){0,3}thing (?:to do|i can do|we can do|to try)\b|\bsteps (?:i|we) (?:can|could|should|might|need to) (?:take|follow|do|try)\b|(?:give me|make|need|want|build|suggest|write|create|lay out|map out|draw up) (?:me )?(?:a|an|some) (?:[\w-]+ ){0,3}(?:plan|schedule|checklist|method|system)\b|\bgame ?plan\b|\b(?:what|which) order (?:should|do|would|to|can) (?:i |we )?(?:read|study|go through|do)\b|(?:practical|any|some|concrete) (?:ideas|suggestions|advice)|ideas (?:for|on|to)|\b(?:best|right|good|proper|easiest|simplest|quickest|gentlest|healthiest) way to (?:read|pray|chant|start|begin|study|meditate|practi[cs]e|approach|memori[sz]e|learn|remember|teach|keep)\b|\bhow (?:long|often|many times|much time) (?:should|do|can|must|would|ought) (?:i|we|one|you) (?:chant|pray|meditate|read|fast|do (?:gongyo|it|the daimoku))\b|\b(?:want|like|hoping|trying|going|need) to (?:start|begin|build|establish|develop|have|get into) (?:a |an |my |some )?(?:(?:daily|morning|evening|regular|simple|spiritual|new|prayer|meditation|chanting) )*(?:practice|routine|habit|prayer life|discipline)\b|(?:^|\b(?:give me|show me|teach me|suggest|recommend|know|got|any|are there any|what are|need|want|looking for|share)\s+)(?:some |good |simple |(?:some )?good )?(?:a |an |one |two |three |\d+ |some |a few |a couple (?:of )?)?(?:[\w-]+ ){0,2}(?:practices|exercises|techniques|methods)(?! (?:of|in) (?:the|early|ancient))\b)\b/i;
/**
 * The shape of a practice asked for in everyday words: "what should my mornings look like if i want to chant", "what
 * does sabbath look like for someone like me", "a simple daily gratitude thing to do", "is there a faith way to do
 * gratitude", "could i use it to pray or meditate".
 */
const wayOfDoing =
  /\bwhat (?:should|would|could|does|do|will|might|can) (?:my|a|an|the|your|our) (?:[\w-]+ ){0,4}?(?:mornings?|evenings?|nights?|days?|weeks?|weekends?|routine|practice|sabbath|prayer life|devotions?|quiet time|commute) (?:even |actually |really )?look like\b|\bwhat (?:does|would|could|should) (?:[\w-]+ ){1,3}look like for (?:someone|somebody|a person|people|me|us|a [\w-]+|an? [\w-]+ [\w-]+) (?:like me|like us|in my|who|with)\b|\b(?:give me|got|suggest|recommend|is there|need|want|any) (?:like )?(?:a |an |some )?(?:(?:simple|small|little|easy|daily|quick|short|good) )*(?:[\w-]+ )?(?:thing|practice|exercise|habit|ritual) (?:i can |i could |to )(?:do|try)\b|\b(?:a|the) (?:faith|religious|prayerful|christian|buddhist|spiritual|biblical) way to (?:do|practi[cs]e|keep|use|spend|make|mark|celebrate|show|build)\b|\b(?:could|can|should) (?:i|we) use (?:it|this|that|the (?:time|drive|commute|ride|walk|hour|trip)|my (?:[\w-]+ ){0,2}(?:time|commute|drive|ride|walk|break|lunch)) (?:to|for) (?:pray|meditat|chant|read|reflect|worship)/i;
/** A person's story asked for: "give me the story quick", "tell me her story", "the story of Esther". */
const storyAsked =
  /\b(?:(?:give|tell|read|walk) (?:me|us) (?:through )?(?:the|her|his|their|that) story|(?:the|her|his|their) story,? (?:quick(?:ly)?|short|in short|in brief|briefly|please|pls)|short version of (?:the|her|his|their) story)\b/i;
/** How something is done, asked of a practice named: "how-to?", "what's the actual process", "how does it work". */
const processAsked =
  /\bhow[- ]to\b\s*\??\s*$|\bhow (?:does|do|would) (?:it|that|this|one|you) (?:actually |even |really )?(?:work|go)\s*[?.!]*\s*$|\b(?:what'?s|whats|what is|what are) the (?:actual |real |basic |exact |proper )?(?:process|method|technique|instructions|steps)\b|\bhow (?:does|do) (?:it|that|this|one|[\w-]+(?: [\w-]+){0,2}) (?:actually |even |really )?work\b[^.?!]*[.?!]?\s*(?:i (?:want|wanna|would like|'d like|plan|am going|'m going) to (?:try|start|do|use)|(?:can|could) (?:i|you)|how (?:do|can|should) i)\b|\bhow (?:is it|do you|do i) (?:actually |even )?(?:do|done|practi[cs]e)(?: it)?\b/i;
/**
 * A wish told, then "how?" ("I want to stop gossiping at work. how?") or "steps?" ("it never sticks. steps?"): the way
 * there is asked for.
 */
const howAfterWish =
  /\w.{10,}(?:[.!?,;:]\s*|\s+(?:but|and|so)\s+)(?:(?:i\s+)?(?:(?:don'?t|do not) (?:really |even )?know\s+)?how|(?:any |some |simple |the |give me )?(?:steps|tips)|(?:any |some |simple |practical |realistic |concrete )(?:ways|ideas))\s*(?:pls|please)?\s*\?*\s*$/i;
const fact =
  /^(?:who|when|where|which|to whom|in what year|what year|how many|how old|how long ago|what (?:century|country|language|age)|whom)\b|\b(?:who (?:wrote|was|were|is|received|founded|started|said|killed|betrayed)|when (?:did|was|were|is)|where (?:did|was|were|is)|what year|which (?:book|gospel|chapter|letter|writing|disciple|apostle|gosho|sutra)|how many (?:books|chapters|psalms|disciples|apostles|gospels|years|worlds)|to whom|date of|born in|died in|how did (?:\w+ ){1,3}die|what happened (?:at|to|in|on|when|after)|(?:died|born|buried|lived|wrote it|written) where|where exactly|how old (?:was|is|were))\b/i;
const comparison =
  /\b(?:compare|compared|comparison|comparing|contrast|difference(?:s)? between|differ(?:s|ence|ent|ently)?|same (?:thing|idea|story|as|virtue|image|picture|lesson|point)|same (?:kind|sort|type) of|same or different|similar(?:ly)?|similarit(?:y|ies)|alike|same (?:energy|vibes?)|(?:kind|sort|a bit|a little|somewhat|rather|kinda|sorta) (?:of )?like|(?:would|do|can|could|should) (?:you|we|buddhists|christians) (?:call|count|consider|see) (?:\w+ ){1,3}(?:as )?(?:a|an) \w+|(?:was|is|were|are) (?:\w+ ){1,3}(?:a bit|a little|somewhat|kinda|sorta) like|just (?:\w+ ){1,3}with a|(?:just like|equivalent to|same as) (?:a|the|in) |basically (?:a|the)|equivalent|(?:buddhist|christian|bible|biblical|buddhism'?s|christianity'?s|nichiren'?s|lotus sutra'?s) (?:version|counterpart|answer|take|form) (?:of|to|on)|counterpart|line up|parallel|vs\.?|versus|who'?s right|which (?:one )?is (?:right|true|truer)|both (?:traditions|faiths|religions)|they both|both of them|(?:and|&) (?:the )?\w+ both|(?<!\b(?:i|we|you|u|he|she|they|me|him|her|them) (?:\w+ )?)(?:dis)?agree(?:s|d)? (?:with|on|about)|christian(?:s|ity)? and buddhis(?:m|ts?)|buddhis(?:m|ts?) and christian(?:s|ity)?|bible and (?:the )?(?:lotus|buddhis)|(?:lotus|buddhis\w*) and (?:the )?bible|in (?:both|each) tradition|the way christians do|the way buddhists do|(?:each|both) (?:say|teach|think|believe|see|view|mean)\w*|(?:have|has|share) in common|common ground between|fit together|fit with each other|go together|(?:square|reconcile)[sd]? (?:with|them|those|these|it|that|the two)|reconcil\w*|compatible|contradict\w*|at odds|can (?:both|they both) be (?:true|right))\b|\b(?:is|are|does|do) (?:nichiren |the )?(?:buddhis\w*|christian\w*|the bible|the lotus sutra)\b[^.?!]{0,40}\b(?:too|as well|also)\b|\s=\s?|\?\s*=|\b(?:same|similar) \w+\s*\?|^(?:is|are|does|do|isn'?t)\b.{3,80}\blike\b|\b(?:is|are|was) (?:really |basically |just |kind of |sort of )?like (?:the|a|an|how)\b|\bhow (?:is|are|was|were|does|do) (?:the |a |an )?[\w' -]{3,50}? (?:like|similar to|different from|compare to|compare with|related to) (?:the |a |an )?\w|\b(?:does|do|did|is there|has|have) (?:buddhis\w*|christian\w*|the bible|nichiren|the lotus sutra|buddhists|christians|jesus|the buddha|the gospels?) (?:have |got |say |teach |do |tell )?(?:anything|something|a story|a teaching|a verse|an idea|a parable) (?:like|similar)\b|\b(?:anything|something) (?:like|similar to) (?:that|this|it) in (?:buddhis\w*|christian\w*|the bible|the lotus sutra|the gospels|nichiren)\b|^(?:(?:so|but|and|wait)[, ]+)?(?:is|are|isn'?t|was) [\w'-]+(?: [\w'-]+)? (?:basically|essentially|just|really|kind of|sort of) (?:what|the same as|like)\b|\b(?:is|are|isn'?t|aren'?t|was|were) (?:that|this|it|they|those|these) (?:(?:literally|basically|essentially|really|just|kind of|sort of|pretty much|more or less) )+(?!(?:a|an|the)?\s*(?:good|bad|true|right|wrong|real|ok|okay|fine)\b)\w|\bsame (?:sort|kind|type) of (?:idea|thing|point|teaching|concept|story|message)\b|\bsame (?:point|message|lesson)\b/i;
const concept =
  /\b(?:what (?:is|are|does|do|was|happens|happened|will happen)|what'?s|define|definition|meaning of|mean by|concept of|idea of|doctrine of|teaching (?:on|of|about)|tell me about|explain)\b|^(?:(?:so|and|but|then)[, ]+)?why (?:do|does|is|are|would|did|must|should|can|could) (?!i\b|you\b)/i;
export const feelingWords =
  /\b(?:i (?:feel|felt|am feeling|'m feeling|m feeling|have been feeling|keep feeling)|i(?:'m| am|m) (?:so |really |very |just |kind of |pretty )?(?:sad|scared|afraid|anxious|worried|lonely|alone|angry|furious|hurt|lost|confused|tired|exhausted|overwhelmed|stressed|grieving|heartbroken|broken|depressed|down|struggling|ashamed|guilty|jealous|bitter|numb|empty|stuck|frustrated|upset|nervous|grateful|happy|bored|restless)|my (?:mother|mom|mum|father|dad|wife|husband|son|daughter|child|baby|friend|partner|brother|sister|grandmother|grandfather|dog|cat|job|marriage)\b|i (?:lost|miss|can'?t stop|don'?t know how to|keep|hate|regret|failed|got (?:fired|laid off|dumped|divorced))|i'?ve been (?:struggling|feeling|having|going through)|going through|hard time|dealing with)\b/i;

const wholeBook =
  /\b(?:(?:the )?(?:main |central |big |whole )?(?:point|message|idea|theme|themes|purpose|summary|gist|overview|lesson|takeaway|plot|storyline)s? of|summar(?:y|ise|ize)|sum up|what (?:happens|goes on) in|what(?:'s| is) in (?:the book of )?\w+\s*\??$|^what(?:'s| is| was) (?:the book of )?[\w ]+ about\s*\??$)/i;
/** "I don't believe in God but I like Buddhism, is that ok?": what is told is asked about, not confided. */
const askedIfOk =
  /[,.;]\s*(?:is (?:that|it|this)|would (?:that|it) be) (?:ok|okay|alright|all right|wrong|bad|fine|allowed|a problem)\s*\?*\s*$/i;
const permissionAsked =
  /^(?:(?:so|but|and|ok(?:ay)?)[,]? )?(?:is it|isn'?t it|would it be|is that) (?:ok|okay|alright|all right|wrong|bad|a sin|sinful|allowed|fine|selfish) (?:for (?:me|us|an? [a-z]+|[a-z]+s) )?to (?!be |feel |still )|^(?:(?:so|but|and)[,]? )?(?:can|may) (?:i|we) (?:pray|chant)\b|^(?:(?:so|but|and)[,]? )?(?:can|may|could) (?:i|we|an? (?:christian|buddhist|catholic)|christians|buddhists|catholics) (?:still |also |really )?(?:be an? (?:christian|buddhist|catholic)\b[^?]{0,20}\b(?:and|but|while)|pray|chant|meditate|believe|practi[cs]e|follow|attend|go to)\b|^(?:(?:so|but|and)[,]? )?(?:can|may|could|should|am|is|are) (?:i|we|it)\b[^?.!]{0,60}\bas an? (?:christian|buddhist|catholic|protestant|believer|nichiren buddhist)\b/i;

const whatItIs =
  /^(?:(?:so|but|and|ok(?:ay)?|wait)[,]? )?(?:(?:is|are|isn'?t|aren'?t) (?!(?:my|i|me|i'm|im)\b)[\w' -]{2,30}? (?:the same (?:thing )?as|different from|a (?:kind|form|type|sort) of|just)|does (?!(?:my|i|me)\b)[\w' -]{2,30}? (?:mean|require|involve)|do(?:es)? [\w' -]{2,30}? have to mean)\b/i;
const claimReported =
  /\b(?:says?|said|thinks?|claims?|told me|keeps saying)\b (?:that )?(?:buddhis\w*|christian\w*|the bible|jesus|the buddha|karma|grace|prayer|chanting|meditation|the lotus sutra|nichiren)\b[^.?!]{0,30}\b(?:is|are|was|isn'?t|aren'?t)\b/i;
const buddhistSide =
  /\b(?:buddh\w*|nichiren|lotus|gosho|sutra|dharma|karma|bodhisattva|nirvana|kannon|guanyin|daimoku|gohonzon|never disparaging|devadatta|shariputra|ten worlds|three poisons|emptiness|no-self|non-self|mappo|ichinen sanzen|tatsunokuchi|sado|zen|mystic law|myoho|four noble truths|eightfold path|middle way|samsara|rebirth|reincarnation|dependent origination|enlightenment|sangha|gongyo|expedient means|upaya)\b/i;
const christianSide =
  /\b(?:christ\w*|angels?|jesus|bible|biblical|gospel|god|paul|peter|moses|psalm\w*|church|grace|holy spirit|trinity|sin|heaven|samaritan|prodigal|sower|good shepherd|apostle\w*|acts|genesis|john \d+|matthew|luke|mark \d+|cross|resurrection|saint|stephen|rosary|hail mary|mass|communion|lent|catholic\w*|protestant\w*)\b/i;

/** A way asked for to do something a practice may be for: "a spiritual way to have that conversation". */
export const wayAsked =
  /\b(?:good|best|right|simple|easy|proper|spiritual|practical|healthy|better|christian|buddhist) (?:way|ways|plan|method|routine)s? (?:to|of|for)\b|\bhelp me (?:prepare|get ready|start|learn|get through)\b|\bprepare (?:for|myself)\b|\bwhat does (?:a|an) [\w ]{0,30}(?:practice|routine) look like\b|\b(?:don'?t|dont|do not|idk|no idea)(?: (?:even |really )?know)? (?:what|how) to (?:say|write)\b/i;
const practiceAsked =
  /^(?:(?:please|so|ok(?:ay)?|hi|hey)[,!]? )?(?:(?:can|could|would|will) you )?(?:please )?(?:give|teach|show|send|share|suggest|recommend|walk|guide|lead|help) (?:me|us)\b|^i(?:'d| would)? (?:need|want|like) (?:to (?:try|learn|do|start) )?(?:a|an|the|some)\b/i;
/**
 * "What did Paul write?", "which books did he write", "how many letters did Mark write": the writer asked about, by
 * name or pronoun; not what they wrote somewhere or to someone ("what did he write there", "...write to Toki").
 */
export const writingsAsked =
  /\b(?:what|which|how many) (?:(?:books?|letters?|epistles?|gospels?|parts?|writings?)(?: of the (?:bible|new testament|old testament))? )?(?:did|does) ([a-z]+) (?:write|author)\b(?! (?:there|then|at|in|on|during|while|from|to|about|when|after|before)\b)/i;

/** "I want to start meditating", "I'm thinking of starting a gratitude journal": a wish to take up a practice. */
export const beginningWished =
  /^(?:(?:so|ok(?:ay)?|hi|hey|well)[,!]? )?(?:i(?:'d| would)? (?:really )?(?:want|wanna|like|love|hope|plan|mean|need) to|i(?:'?m| am) (?:thinking (?:of|about)|planning (?:on|to)|hoping to|keen to|ready to)) (?:start|begin|get into|learn|take up|try)(?:ing)?\b/i;

/** A comparison sets the two traditions side by side: both are named, or a concept on one side with "compare". */
function bothTraditions(text: string, named: Named): boolean {
  return (buddhistSide.test(text) && christianSide.test(text)) || named.crossTradition === true ||
    (named.concepts > 0 &&
      /\b(?:compare|comparison|both (?:traditions|religions|faiths)|each (?:tradition|religion|faith)|in both)\b/i.test(
        text,
      ));
}

const explainTeaching =
  /\bhow (?:do|can|should|would|could|to) (?:i|we|you)? ?(?:even |best |properly |actually |simply )?(?:explain|describe|define)\b/i;

/** Passages asked for to read, in a few words: "anything to read?", "any verses for this?". */
const readingAsked =
  /^(?:(?:so|and|but|ok(?:ay)?)[, ]+)?(?:(?:is there |got |have you got )?(?:anything|something) (?:i (?:can|could) )?(?:to )?read|any (?:good )?(?:verses?|scriptures?|passages?)(?: for (?:this|that|me|it))?)\s*\??$/i;

/** Words that ask for a way to do something and nothing else: steps, a plan, a method. */
const explicitSteps =
  /\b(?:give me|gimme|make me|write me|can (?:you|u) (?:give|make|write) (?:me )?|need|want|looking for) (?:a|an|some|the) (?:[\w-]+ ){0,3}(?:steps|plan|method|routine|practice)\b|\bstep[- ]by[- ]step\b/i;

/** Words that point back to what was said before them in the message ("what was it", "why the blood part"). */
const pointsBack = /\b(?:it|this|that|these|those|they|them|its)\b|\bthe (?:[\w-]+ )?(?:part|bit|thing)\b/i;

/** Whether a message asks for steps ("anything I can do on the plane"), whatever else it names. */
export const asksForSteps = (message: string) =>
  steps.test(message.trim()) || howAfterWish.test(message.trim()) || wayOfDoing.test(message);

/** The words of a message that ask something of the guide itself ("can you pray for", "are you Jesus"). */
export const askedOfTheGuide = identity;

export function requestKind(message: string, named: Named): RequestKind {
  const text = message.trim();
  if (greeting.test(text)) return "greeting";
  // "Thanks. I have surgery tomorrow": what is told after the thanks is what the reply is for.
  if (
    (thanks.test(text) || acknowledged.test(text)) && !named.outOfScope &&
    !(named.personal && named.situations > 0 && /[.!,;]\s*\S+(?:\s+\S+){2,}/.test(text))
  ) {
    return "thanks";
  }
  // "Pray for me and then tell me which horse wins": the bet is what must be declined, whatever else is asked.
  if (identity.test(text) && !named.outOfScopeSubject) return "identity";
  const choice = choiceAsked.exec(text);
  if (choice && (choice[1] || named.afterComparison)) return "identity";
  // "What's the best religion?", "which faith is the true one": a ranking of faiths, which the guide does not make.
  if (religionsRanked.test(text)) return "identity";
  // "Who would win in a fight, Jesus or the Buddha?": a contest between the two is asked of the guide, which takes none.
  if (rivalry.test(text) && buddhistSide.test(text) && christianSide.test(text)) return "identity";
  if (named.missing) return "not-in-library";
  if (named.outOfScope) return "out-of-scope";
  // Asked in everyday words for the shape of a practice, whatever teaching it names ("sabbath", "chant").
  if (wayOfDoing.test(text)) return "steps";
  // "My kid has a school play about queen esther, give me the story quick": the story of someone named is asked, whatever
  // is told around it.
  if (named.people > 0 && named.references === 0 && storyAsked.test(text)) return "fact";
  // "Centering prayer — how-to?", "the examen, whats the actual process": how a practice named is done.
  if (named.practices > 0 && named.references === 0 && processAsked.test(text)) return "steps";
  if (
    named.references > 0 && !/^(?:how (?:do|can|should) i|give me (?:some |simple )?steps)\b/i.test(text) &&
    // "A plan for memorising Psalm 23", "tips for reading chapter 16 slowly": a way asked, with the passage to do it with.
    !(asksForSteps(text) && /\b(?:plan|tips|routine|steps|memori[sz]\w*|by heart|method)\b/i.test(text)) &&
    !comparison.test(text) &&
    // "I want to practise the Never Disparaging thing with my ex... how": the practice that figure stands for.
    !(named.practices > 0 && asksForSteps(text))
  ) {
    return "explain";
  }
  // "Give me 4 steps, want it to be both christian and buddhist": steps asked for a practice, in both traditions.
  if (named.practices > 0 && /\bsteps?\b|\bstep by step\b/i.test(text) && asksForSteps(text)) return "steps";
  // "Can u give me a plan? i like both christian and buddhist ideas": a way asked for, drawn from both.
  if (explicitSteps.test(text) && asksForSteps(text)) return "steps";
  if (comparison.test(text) && bothTraditions(text, named)) return "comparison";
  // "Tell me about the Gospel of John", "what about the book of Ruth?": a book of the Bible, asked about as a whole.
  if (
    named.books > 0 && named.references + named.concepts + named.people === 0 &&
    /\b(?:tell me about|what about|what(?:'s|s| is) the deal with|about the (?:book|gospel|letter|epistle)|(?:book|gospel|letter|epistle) (?:of|to) [\w ]+ about)\b/i
      .test(text)
  ) {
    return "fact";
  }
  // "What's the point of the book of Job?", "the main message of Ecclesiastes": the book as a whole, whatever teaching
  // its name also stands for (Ecclesiastes is wisdom literature).
  if (named.books > 0 && named.references + named.people === 0 && wholeBook.test(text)) return "fact";
  // "How do I explain the Trinity properly?", "how would you explain karma to a kid": what to say is the teaching. One's
  // own path or practice explained to one's family ("buddhism to my christian parents", "chanting to my parents") or a
  // death to a child is a talk to prepare.
  if (
    named.concepts > 0 && named.practices === 0 && explainTeaching.test(text) &&
    !/\bexplain (?:(?:nichiren )?buddhism|christianity|(?:my|our) (?:faith|religion|beliefs?|practice)|why)\b|\b(?:death|dying|died|divorce|habits?)\b|\bto (?:my|our) (?:\w+ )?(?:parents|mom|mum|dad|mother|father|family|husband|wife|partner|in-laws|grandparents|boyfriend|girlfriend|fianc\w*)\b/i
      .test(text)
  ) {
    return "concept";
  }
  if (steps.test(text) || howAfterWish.test(text)) return "steps";
  if (
    (fact.test(text) || writingsAsked.test(text)) &&
    (named.people > 0 || named.books > 0 || named.concepts > 0 ||
      /\bnichiren|gosho|sutra|bible|jesus|buddha\b/i.test(text))
  ) {
    return "fact";
  }
  // "What happens when we die?" asks about everyone's life ("we" as people say it), not a feeling of one's own.
  // Asked of everyone, with or without its question mark ("what happens after we die in buddhism").
  const askedOfEveryone = /^(?:what|why|how|where|when|is|are|does|do|can|will)\b[^.!?]*\??$/i.test(text) &&
    !/\b(?:i|i'?m|im|i'?ve|i'?d|my|me|myself)\b/i.test(text);
  // A practice asked for by name ("give me a breath prayer for work") is wanted as steps, whatever moods it is for; so
  // is a way asked for to do what a practice is for ("help me prepare for confession, I'm nervous", "any spiritual
  // plan to break it").
  if (named.practices > 0 && (practiceAsked.test(text) || wayAsked.test(text))) return "steps";
  // Taken up for its own sake, not told of with a hardship ("I want to start praying again since my divorce").
  if (
    named.practices > 0 && beginningWished.test(text) && !feelingWords.test(text) &&
    !/\b(?:because|since|after|now that|ever since|but)\b/i.test(text)
  ) {
    return "steps";
  }
  // "Is it ok to chant for things I want?" asks what a teaching allows; it tells no hard thing ("is it wrong to be
  // angry at God?" does).
  if (named.concepts > 0 && (permissionAsked.test(text) || (askedIfOk.test(text) && !feelingWords.test(text)))) {
    return "concept";
  }
  // "Is forgiving the same as letting him back in my life?": what a teaching is, asked, whoever it is asked for.
  if (named.concepts > 0 && whatItIs.test(text)) return "concept";
  // "My friend says Buddhism is selfish": a claim about a teaching, reported to be weighed, not a hardship told.
  // The claim's own words ("selfish") are not the visitor's feeling; "...and I feel awful" after it is.
  const besideTheClaim = text.replace(
    new RegExp(`${claimReported.source}[^.,;!?]*?(?=\\s+(?:and|but)\\s+i\\b|[.,;!?]|$)`, "i"),
    "",
  );
  if (named.concepts > 0 && claimReported.test(text) && !/\b(?:i|i'?m|im|me)\b/i.test(besideTheClaim)) {
    return "concept";
  }
  if (named.personal && !askedOfEveryone && (named.situations > 0 || feelingWords.test(text))) {
    // "My grandma passed away yesterday. Do Buddhists believe in heaven?": told, then asked of everyone; the reply
    // meets what was told and answers the question.
    const sentences = text.split(/(?<=[.!?])\s+|\n+/);
    const last = sentences.at(-1) ?? text;
    // Asked in a hurry, the question may go without its mark: "i'm christian but i love chanting. can i do both".
    // "When she shares her news I feel sick" opens with "when" and asks nothing.
    const question = /\?\s*$/.test(last) ||
      /^(?:(?:so|but|and)[, ]+)?(?:can|could|should|may|is|are|am|do|does|did|will|would|what|why|how|who|where|when|which)\b/i
          .test(last) &&
        !/^(?:(?:so|but|and)[, ]+)?(?:when|whenever|where|how|what|why) (?:i|you|he|she|we|they|it|my|our|his|her|their|people|someone|everyone) (?!(?:do|does|did|should|can|could|would|will|am|is|are|was|were|have|has|had)\b)\w+/i
          .test(last);
    // The question is read as asked, the telling before it aside; asked first and explained after ("is nirvana
    // basically heaven? asking bc my 10 yr old asked"), the same.
    const askedFirst = sentences.length > 1 && /\?\s*$/.test(sentences[0]) &&
        !/^(?:(?:and|but|so|ok(?:ay)?)[, ]+)?(?:what|how) about\b/i.test(sentences[0])
      ? sentences[0]
      : null;
    // A subject named alone as a heading, then asked of ("trinity. how is god 3 and 1 at the same time. my jewish
    // girlfriend asked me"): the heading with its question.
    const heading = sentences.length > 1 && sentences[0].replace(/[.…!?:;,-]+$/, "").split(/\s+/).length <= 3 &&
        !/\b(?:i|i'?m|im|me|my)\b/i.test(sentences[0]) &&
        (/\?\s*$/.test(sentences[1]) ||
          /^(?:(?:so|but|and)[, ]+)?(?:what|why|how|who|where|when|which|is|are|does|do|can (?:someone|somebody|you|u)|could (?:someone|somebody|you|u)|explain|tell me)\b/i
            .test(sentences[1]))
      ? `${sentences[0]} ${sentences[1]}`
      : null;
    // "Anything to read?" after what is told asks for passages for it, not what a teaching named in it is.
    const kinds = [last !== text && question && !readingAsked.test(last) ? last : null, askedFirst, heading]
      .filter((sentence): sentence is string => sentence !== null)
      // "I'm angry at God. My brother just got diagnosed with cancer. Why him": a sentence asking is read with what it
      // names itself, not with a teaching named before it (anger); one that points back to it ("what was it", "is this
      // a punishment?") or teachings found by other words than their names are counted for it, as before.
      .map((sentence) =>
        requestKind(sentence, {
          ...named,
          personal: false,
          concepts: named.conceptsIn && named.conceptsIn(text) > 0 && !pointsBack.test(sentence)
            ? named.conceptsIn(sentence)
            : named.concepts,
        })
      )
      .map((kind, index, all) =>
        kind === "general" && index === all.length - 1 && heading && named.concepts > 0 ? "concept" : kind
      );
    return kinds.find((kind) => kind === "concept" || kind === "fact" || kind === "comparison") ?? "feeling";
  }
  if (named.concepts > 0 && (concept.test(text) || text.split(/\s+/).length <= 6)) return "concept";
  if (named.people > 0) return "fact";
  if (named.practices > 0) return "steps";
  if (feelingWords.test(text)) return "feeling";
  return "general";
}
