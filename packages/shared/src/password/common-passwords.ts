// Most common passwords: the public top lists (SecLists "10 million password list" top 1000 and the yearly
// "most used passwords" lists; offensive entries left out), frequent long variants, and common Dutch choices.
// Only entries of PASSWORD_MIN_LENGTH or more characters can decide a rejection; shorter ones fail on length.
// Stored as one whitespace-separated string to keep the file compact; compared in lower case.
const RAW = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321
superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh
hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas hockey
ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn 555555
11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer
love ashley nicole chelsea matthew access yankees 987654321 dallas austin thunder taylor matrix william
corvette hello martin heather secret merlin diamond 1234qwer hammer silver 222222 88888888 anthony
justin test bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha
bigdog guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro peanut morgan
welcome falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles
melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog
qwer1234 compaq purple banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london
tennis 999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4 brandon yamaha chester mother forever
johnny edward 333333 oliver redsox player nikita knight fender barney midnight please brandy chicago
badboy slayer rangers charles angel flower bigdaddy rabbit wizard jasper enter rachel chris steven
winner adidas victoria natasha 1q2w3e4r jasmine winter prince marine fishing cocacola casper james
232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321 12344321 golden 8675309 panther lauren
angela spanky thx1138 angels madison winston shannon mike toyota jordan23 canada sophie apples tiger
123abc pokemon qazxsw 55555 qwaszx muffin johnson murphy cooper jonathan liverpoo david danielle 159357
jackie 1990 123456a 789456 turtle abcd1234 scorpion qazwsxedc 101010 butter carlos password1 dennis
slipknot qwerty123 asdf 1991 black startrek 12341234 cameron newyork rainbow nathan john 1992 rocket
viking redskins asdfghjkl 1212 sierra peaches gemini doctor wilson sandra helpme qwertyui victor florida
dolphin pookie captain tucker blue liverpool theman bandit dolphins maddog packers jaguar lovers
nicholas united tiffany maxwell zzzzzz nirvana jeremy monica elephant giants secret123 hotdog rosebud
success debbie mountain 444444 xxxxxxxx warrior 1q2w3e4r5t q1w2e3 123456q albert metallic lucky azerty
7777 alex bond007 alexis 1111111 samson 5150 willie scorpio bonnie gators benjamin voodoo driver dexter
2112 jason calvin freddy 212121 creative 12345a sydney rush2112 1989 asdfghjk red123 bubba 4815162342
passw0rd trouble gunner happy gordon legend jessie stella qwert eminem arthur apple nissan bear america
1qazxsw2 nothing parker 4444 rebecca qweqwe garfield 01012011 beavis 69696969 jack asdasd december 2222
102030 252525 11223344 magic apollo skippy 315475 girls kitten golf copper braves shelby godzilla beaver
fred tomcat august buddy airborne 1993 1988 lifehack qqqqqq brooklyn animal platinum phantom online
xavier darkness blink182 power fish green 789456123 voyager police travis 12qwaszx heaven snowball lover
abcdef 00000 pakistan 007007 walter playboy blazer cricket sniper donkey willow loveme saturn therock
redwings bigboy pumpkin trinity williams nintendo digital destiny topgun runner marvin guinness chance
bubbles testing fire november minecraft asdf1234 lasvegas sergey broncos cartman private celtic birdie
little cassie babygirl donald beatles 1313 family 12121212 school louise gabriel eclipse fluffy
147258369 lol123 explorer beer nelson flyers spencer scott lovely gibson doggie cherry andrey snickers
buffalo pantera metallica member carter qwertyu peter alexande steve bronco paradise goober 5555 samuel
montana mexico dreams michigan carolina yankee friends magnum surfer maximus genius cool vampire
lacrosse asd123 aaaa christin kimberly speedy sharon carmen 111222 kristina sammy racing ou812 sabrina
horses 0987654321 qwerty1 baby stalker enigma 147147 star poohbear 147258 simple 12345q marcus brian
1987 qweasdzxc drowssap hahaha caroline barbara dave viper drummer action einstein genesis hello1 scotty
friend forest 010203 hotrod google vanessa spitfire badger friday alaska 1232323q tester jester jake
champion billy 147852 rock hawaii chevy 420420 walker stephen eagle1 bill 1986 october gregory svetlana
pamela 1984 music shorty westside stanley diesel courtney 242424 kevin hitman mark 12345qwert reddog
frank qwe123 popcorn patricia aaaaaaaa 1969 teresa mozart buddha anderson paul melanie abcdefg security
lucky1 lizard denise 3333 a12345 123789 ruslan stargate simpsons scarface eagle 123456789a thumper
olivia naruto 1234554321 general cherokee a123456 vincent spooky qweasd free frankie douglas death 1980
loveyou kitty kelly veronica suzuki semperfi penguin mercury liberty spirit scotland natalie marley
vikings system king allison marshall 1979 098765 qwerty12 hummer adrian 1985 sandman rocky leslie
antonio 98765432 4321 softball passion mnbvcxz passport rascal howard franklin bigred alexander homer
redrum jupiter claudia 55555555 141414 zaq12wsx patches raider infinity andre 54321 galore college
russia kawasaki bishop 77777777 vladimir money1 freeuser wildcats francis disney budlight brittany 1994
00000000 sweet oksana honda domino bulldogs brutus swordfis norman monday jimmy ironman ford fantasy
9999 7654321 duncan cougar 1977 jeffrey house dancer brooke timothy super marines justice digger connor
patriots karina 202020 molly everton tinker alicia pearljam stinky colorado 123123a water test123
ncc1701d motorola ireland asdfg matt houston boogie zombie accord vision bradley reggie kermit froggy
ducati avalon 6666 9379992 sarah saints logitech chopper 852456 simpson madonna juventus claire 159951
zachary wolverin warcraft hello123 extreme peekaboo fireman eugene brenda 123654789 russell panthers
georgia smith skyline jesus elizabet spiderma smooth pirate empire bullet 8888 virginia valentin psycho
predator arizona 134679 mitchell alyssa vegeta titanic christ goblue wolf mmmmmm kirill indian hiphop
baxter awesome people danger roland mookie 741852963 1111111111 dreamer bambam arnold 1981 skipper
serega rolltide elvis changeme simon 1q2w3e lovelove denver tommy mine loverboy hobbes happy1 alison
nemesis chevelle cardinal burton picard 151515 tweety michael1 147852369 12312 xxxx windows turkey
456789 1974 sublime 1975 galina bobby newport manutd daddy american alexandr 1966 victory rooster qqq111
madmax electric a1b2c3 wolfpack spring phpbb lalala spiderman eric darkside classic raptor 123456789q
hendrix 1982 wombat avatar alpha zxc123 crazy hard england brazil 1978 01011980 wildcat polina freepass
0123456789 9876543210 0000000000 2222222222 1212121212 1234512345 12345678910 1234567891 123456789z
a123456789 q123456789 12345678900 123123123123 1122334455 1q2w3e4r5t6y q1w2e3r4t5y6 1qaz2wsx3edc
qazwsxedcrfv 1qazxsw23edc zaq12wsxcde3 zaq1xsw2cde3 qwertyuiop1 qwertyuiop123 qwerty1234 qwerty12345
qwerty123456 qwerty1234567 qwertyqwerty qwerty123! asdfghjkl1 asdfghjkl123 asdfasdfasdf asdfghjklm
zxcvbnm123 zxcvbnm1234 mnbvcxz123 abcdefghij abcdefghijk abcd123456 abc1234567 abcdef1234 abcdefg123
abc123abc123 aa12345678 aaaaaaaaaa qqqqqqqqqq zzzzzzzzzz password12 password123 password1234
password12345 password01 password11 password99 password00 password1! password!1 password2020
password2021 password2022 password2023 password2024 password2025 password2026 passw0rd123 p@ssw0rd123
p@ssword123 passwordpassword mypassword mypassword1 newpassword newpassword1 administrator admin12345
admin123456 admin1234567 administrator1 adminadmin rootroot123 changeme123 welcome123 welcome1234
welcome12345 welcome2024 welcome2025 letmein123 letmein1234 trustno1234 iloveyou1 iloveyou12 iloveyou123
iloveyou1234 iloveyou2 iloveyouforever ihateyou123 loveyou123 sunshine12 sunshine123 football12
football123 football1234 baseball123 basketball basketball1 princess12 princess123 dragon1234 monkey1234
michael123 superman123 starwars123 batman1234 charlie123 liverpool1 liverpool123 chelsea123 arsenal123
manchester manchester1 manutd1234 barcelona barcelona1 chocolate1 chocolate123 butterfly1 butterfly123
christopher christopher1 alexander1 jennifer123 jessica123 elizabeth1 nicholas12 jonathan12 samantha12
michelle12 victoria12 danielle12 computer12 computer123 internet12 internet123 whatever12 whatever123
midnight12 blink18212 pokemon123 minecraft1 minecraft123 spiderman1 spiderman123 playstation
playstation1 playstation2 playstation3 playstation4 playstation5 nintendo123 xbox360live starwars12
startrek12 mustang123 ferrari123 mercedes123 porsche911 photoshop1 microsoft microsoft1 facebook123
instagram1 instagram123 twitter123 google1234 linkedin123 wordpass12 1password1 qazwsx1234 1qaz2wsx3e
asd1234567 zxc1234567 qwe1234567 aaa1234567 1234567a 12345abcde 12345qwerty 1234qwerasdf 1q2w3e4r5t6
147258369a 1472583690 9638527410 7894561230 1597534682 1234567899 1234567809 0123456789a 123456789!
1234567890! 123abc123abc 11111111111 123321123321 abc1234567890 qwertyui12 qwerty0000 qwerty2024
qwerty2025 qwerty2026 summer2024 summer2025 winter2024 spring2024 autumn2024 sunflower1 rainbow123
freedom123 security123 superstar1 superman12 trustnoone happiness1 iloveyou!! lovelove12 babygirl12
football10 soccer1234 hockey1234 tigers1234 dolphins12 wachtwoord wachtwoord1 wachtwoord12 wachtwoord123
wachtwoord1234 wachtwoord12345 wachtwoord! wachtwoord01 wachtwoord2023 wachtwoord2024 wachtwoord2025
wachtwoord2026 wachtwoordje mijnwachtwoord nieuwwachtwoord welkom welkom1 welkom01 welkom12 welkom123
welkom1234 welkom12345 welkom01! welkom2023 welkom2024 welkom2025 welkom2026 welkomwelkom welkomthuis
geheim geheim1 geheim12 geheim123 geheim1234 geheim12345 geheimpje supergeheim heelgeheim voetbal
voetbal1 voetbal12 voetbal123 voetbal1234 voetballen voetballer ajax ajax1 ajax123 ajax1900 ajaxajax
ajaxamsterdam ajax123456 ajaxfan feyenoord feyenoord1 feyenoord010 feyenoord1908 feyenoord123
feyenoord12 psv psv123 psv1913 psveindhoven az alkmaar fctwente twente123 amsterdam amsterdam1
amsterdam123 amsterdam020 amsterdam2024 rotterdam rotterdam1 rotterdam010 rotterdam123 utrecht
utrecht123 denhaag denhaag070 eindhoven eindhoven040 groningen groningen050 maastricht nijmegen
nederland nederland1 nederland123 nederland12 holland holland1 holland123 hollandia oranje oranje1
oranje123 oranjeboven hupholland hallo hallo1 hallo12 hallo123 hallo1234 hallo12345 hallohallo
halloallemaal hoihoi hoi123 hoi12345 doei liefde liefde1 liefde123 liefdeisblind ikhouvanjou
ikhouvanjou1 schatje schatje1 schatje123 lieverd lieverd1 prinses prinses1 prinsesje kabouter
kaboutertje zomer zomer1 zomer123 zomer2023 zomer2024 zomer2025 zomer2026 winter123 winter2025
winter2026 lente lente2024 lente2025 herfst herfst2024 herfst2025 januari januari2024 januari2025
januari2026 februari maart april augustus september oktober2024 november2024 december2024 zondag maandag
dinsdag woensdag donderdag vrijdag zaterdag kaas kaaskop fiets fietsen paard paarden poes poesje hond
hondje konijn bloemen tulpen tulp zonneschijn regenboog sinterklaas kerstmis kerstman goedemorgen
goedendag dankjewel vakantie vakantie1 vakantie2024 familie familie1 gezin kinderen mamapapa mamaenpapa
mama123 papa123 opa123 oma123 computer1 rijbewijs appeltaart stroopwafel drop hagelslag pannenkoek
uitvaart uitvaart1 uitvaart123 uitvaartzorg uitvaartzorg1 crematorium crematorium1 afscheid afscheid1
afscheid123 afscheid2026 begrafenis herinnering inloggen inloggen1 inloggen123 gebruiker gebruiker1
beheerder beheerder1 beheerder123 medewerker medewerker1 kantoor kantoor1 kantoor123 bedrijf bedrijf123
qwerty01 welkom0101 hallo01 test1234 test12345 test123456 testtest testtest1 testen123
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  RAW.split(/\s+/).filter((word) => word.length > 0),
);
