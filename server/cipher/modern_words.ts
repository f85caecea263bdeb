/**
 * Everyday modern English, most common first (our own list, written for this model): the KJV
 * alone would make 'okay', 'phone' or 'tomorrow' look foreign, and plain modern text must read
 * as plain (issue 6). The order matters: english_model.ts weights each word by Zipf's law on its
 * rank, so 'the' counts far more than 'umbrella'. Contractions are written whole and split at the
 * apostrophe like any other text.
 */
export const modernWords: readonly string[] = `
the of and to a in is it you that he was for on are with as i his they be at one have this from or
yes no ok okay hi hello hey thanks please sorry yeah bye sos
had by not word but what some we can out other were all there when up use your how said an each she
which do their time if will way about many then them write would like so these her long make thing see
him two has look more day could go come did number sound no most people my over know water than call
first who may down side been now find any new work part take get place made live where after back
little only round man year came show every good me give our under name very through just form sentence
great think say help low line differ turn cause much mean before move right boy old too same tell does
set three want air well also play small end put home read hand port large spell add even land here must
big high such follow act why ask men change went light kind off need house picture try us again animal
point mother world near build self earth father head stand own page should country found answer school
grow study still learn plant cover food sun four between state keep eye never last let thought city tree
cross farm hard start might story saw far sea draw left late run don't while press close night real life
few north open seem together next white children begin got walk example ease paper group always music
those both mark often letter until mile river car feet care second book carry took science eat room
friend began idea fish mountain stop once base hear horse cut sure watch color face wood main enough
plain girl usual young ready above ever red list though feel talk bird soon body dog family direct pose
leave song measure door product black short numeral class wind question happen complete ship area half
rock order fire south problem piece told knew pass since top whole king space heard best hour better
true during hundred five remember step early hold west ground interest reach fast verb sing listen six
table travel less morning ten simple several vowel toward war lay against pattern slow center love person
money serve appear road map rain rule govern pull cold notice voice unit power town fine certain fly fall
lead cry dark machine note wait plan figure star box noun field rest correct able pound done beauty
drive stood contain front teach week final gave green oh quick develop ocean warm free minute strong
special mind behind clear tail produce fact street inch multiply nothing course stay wheel full force
blue object decide surface deep moon island foot system busy test record boat common gold possible plane
stead dry wonder laugh thousand ago ran check game shape equate hot miss brought heat snow tire bring
yes distant fill east paint language among grand ball yet wave drop heart am present heavy dance engine
position arm wide sail material size vary settle speak weight general ice matter circle pair include
divide syllable felt perhaps pick sudden count square reason length represent art subject region energy
hunt probable bed brother egg ride cell believe fraction forest sit race window store summer train sleep
prove lone exercise wall catch mount wish sky board joy winter sat written wild instrument kept glass
grass cow job edge sign visit past soft fun bright gas weather month million bear finish happy hope
flower clothe strange gone jump baby eight village meet root buy raise solve metal whether push seven
paragraph third shall held hair describe cook floor either result burn hill safe cat century consider
type law bit coast copy phrase silent tall sand soil roll temperature finger industry value fight lie
beat excite natural view sense ear else quite broke case middle kill son lake moment scale loud spring
observe child straight consonant nation dictionary milk speed method organ pay age section dress cloud
surprise quiet stone tiny climb cool design poor lot experiment bottom key iron single stick flat twenty
skin smile crease hole trade melody trip office receive row mouth exact symbol die least trouble shout
except wrote seed tone join suggest clean break lady yard rise bad blow oil blood touch grew cent mix
team wire cost lost brown wear garden equal sent choose fell fit flow fair bank collect save control
decimal gentle woman captain practice separate difficult doctor please protect noon whose locate ring
character insect caught period indicate radio spoke atom human history effect electric expect crop
modern element hit student corner party supply bone rail imagine provide agree thus capital won't chair
danger fruit rich thick soldier process operate guess necessary sharp wing create neighbor wash bat
rather crowd corn compare poem string bell depend meat rub tube famous dollar stream fear sight thin
triangle planet hurry chief colony clock mine tie enter major fresh search send yellow gun allow print
dead spot desert suit current lift rose continue block chart hat sell success company subtract event
particular deal swim term opposite wife shoe shoulder spread arrange camp invent cotton born determine
quart nine truck noise level chance gather shop stretch throw shine property column molecule select wrong
gray repeat require broad prepare salt nose plural anger claim continent oxygen sugar death pretty skill
women season solution magnet silver thank branch match suffix especially fig afraid huge sister steel
discuss forward similar guide experience score apple bought led pitch coat mass card band rope slip win
dream evening condition feed tool total basic smell valley nor double seat arrive master track parent
shore division sheet substance favor connect post spend chord fat glad original share station dad bread
charge proper bar offer segment slave duck instant market degree populate chick dear enemy reply drink
occur support speech nature range steam motion path liquid log meant quotient teeth shell neck
I'm it's you're we're they're isn't aren't wasn't weren't can't couldn't shouldn't wouldn't didn't
doesn't haven't hasn't hadn't I'll you'll we'll they'll I've you've we've they've I'd you'd she's he's
that's there's what's let's who's here's goodbye
really actually probably maybe anyway basically literally totally definitely honestly seriously
today tonight tomorrow yesterday weekend monday tuesday wednesday thursday friday saturday sunday
january february march april june july august september october november december
phone email internet online website computer laptop app software video photo camera text message
call meeting project manager business client customer service account password screen button
download upload link file folder report schedule deadline budget update plan team boss coworker
job career salary interview office school college university class teacher student homework exam
grade lesson course degree parent kid kids mom dad husband wife boyfriend girlfriend partner
friend friends neighbor cousin uncle aunt grandma grandpa grandmother grandfather baby toddler
car bus train plane airport ticket hotel trip vacation holiday traffic parking highway street
coffee tea breakfast lunch dinner snack pizza burger sandwich salad restaurant kitchen fridge
grocery groceries store shopping mall price cheap expensive discount order delivery package
doctor hospital nurse medicine pharmacy appointment health sick healthy pain headache fever
exercise gym workout run running walk walking sleep tired stress stressed anxious anxiety worried
happy sad angry upset excited nervous scared lonely bored calm relaxed proud grateful thankful
feeling feelings emotion mood mind thought thoughts idea ideas opinion reason decision choice
problem issue question answer solution help support advice suggestion reminder request
important serious simple easy hard difficult quick slow busy free available ready sure certain
great nice awesome amazing fine cool perfect terrible awful horrible wonderful beautiful pretty
weird strange funny crazy interesting boring stupid smart clever kind mean rude polite honest
trust truth lie lying liar promise swear believe doubt suspect explain understand realize remember
forget notice mention discuss describe decide agree disagree argue complain apologize forgive
wonder guess hope wish expect pretend deny admit confess blame accuse protect avoid prevent
happened happening anything everything something nothing anyone everyone someone nobody somebody
anywhere everywhere somewhere nowhere whatever whenever wherever whoever however although because
unless though whether either neither instead besides otherwise therefore meanwhile afterwards
already almost always usually sometimes often rarely never ever still yet just even also too very
quite rather pretty fairly extremely incredibly absolutely completely exactly especially
recently currently finally suddenly immediately eventually obviously clearly apparently
worked working works worker played playing player watched watching called calling asked asking
tried trying wanted wanting needed needing looked looking talked talking helped helping
started starting finished finishing moved moving lived living loved loving liked liking used using
went going goes gone gotten getting gets came coming comes made making makes took taking takes
gave giving gives saw seeing seen knew knowing known thought thinking told telling said saying
felt feeling left leaving kept keeping brought bringing bought buying sent sending spent spending
paid paying met meeting ate eating drank drinking drove driving wrote writing written read reading
spoke speaking heard hearing sat sitting stood standing slept sleeping woke waking won winning
lost losing found finding chose choosing forgot forgetting understood meant broke broken fixed
checked changed opened closed turned showed shown happened stopped waited hoped planned joined
everybody mine yours ours theirs myself yourself himself herself itself ourselves themselves
would could should might must shall may can will won't shan't
sorry thanks welcome congratulations cheers
love peace hope faith grace mercy prayer pray church god jesus christ lord bible verse chapter
spirit soul heaven blessing blessed bless forgive forgiveness kindness compassion patience wisdom
meditation breathe breathing quiet silence gratitude healing courage strength journey purpose
community volunteer donate charity neighbor stranger together alone
sunny cloudy rainy windy snowy weather forecast temperature degrees warm cold hot
dog dogs cat cats pet pets puppy kitten bird fish horse animal animals
game games movie movies show shows music song songs band concert party birthday wedding
football soccer basketball baseball tennis golf match score team coach season fans
news story article post comment like share follow followers social media blog podcast
money cash card bank loan rent bill bills pay paid tax taxes insurance savings debt
house apartment room bedroom bathroom garage yard garden door window floor wall roof
clothes shirt shoes jacket dress pants hat bag wallet keys glasses watch umbrella
minute minutes hour hours day days week weeks month months year years time times moment
morning afternoon evening night midnight noon early late soon later
`.trim().split(/\s+/);
